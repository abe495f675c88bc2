import type { z } from "zod";

/** Variables as the process has them; a blank value counts as unset. */
export type ConfigSource = Record<string, string | undefined>;

export type ConfigResult<T> = { ok: true; env: T } | { ok: false; problems: string[] };

/** Parses `source` with `schema`; on failure, every problem at once, one `NAME: message` line each. */
export function parseConfig<S extends z.ZodType>(schema: S, source: ConfigSource): ConfigResult<z.output<S>> {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(set);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map(
      (issue) => `${issue.path.map(String).join(".") || "(configuration)"}: ${issue.message}`,
    ),
  };
}

/** The message an app prints when it refuses to start. */
export function refusal(appName: string, problems: readonly string[]): string {
  return `Hearth ${appName} cannot start; fix its configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`;
}

/** Parses the configuration, or prints every problem and exits with status 1. */
export function loadConfig<S extends z.ZodType>(appName: string, schema: S, source: ConfigSource): z.output<S> {
  const parsed = parseConfig(schema, source);
  if (parsed.ok) return parsed.env;
  console.error(refusal(appName, parsed.problems));
  process.exit(1);
}

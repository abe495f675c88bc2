import { z } from "zod";

/** Configuration of the standalone collab server; every problem is printed at once and it refuses to start. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  HOST: z.string().default("0.0.0.0"),
  /** Origin of the REST API, e.g. http://api.internal:4000 (no trailing slash). */
  HEARTH_API_URL: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  /** The secret shared with the API (header x-hearth-service-key). */
  HEARTH_SERVICE_KEY: z.string().min(16, { message: "must be at least 16 characters (the same key the API has)" }),
  /**
   * Required when standing alone: document locks and session revocations are published by the API, in
   * another process, and reach this one only through Redis.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }),
  /** The origin browsers load the app from (behind a TLS proxy: https://…); its pages' cookie opens sockets. */
  HEARTH_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});
export type CollabEnv = z.infer<typeof Env>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): CollabEnv {
  const blank = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = Env.safeParse(blank);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    console.error(`The Hearth collab server cannot start; fix its configuration:\n${problems}`);
    process.exit(1);
  }
  return parsed.data;
}

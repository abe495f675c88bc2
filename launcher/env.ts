import path from "node:path";
import { z } from "zod";

/** Configuration of the one-process launcher; every problem is printed at once and the process refuses to start. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  HEARTH_DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  HEARTH_PUBLIC_URL: z.url().optional(),
  HEARTH_SERVICE_KEY: z.string().min(32).optional(),
  /** Demo accounts and clients on first start of an empty database; on by default except in production. */
  HEARTH_DEMO_SEED: z.enum(["true", "false"]).optional(),
  SMTP_URL: z.string().optional(),
  /** Addresses of reverse proxies in front of Hearth whose X-Forwarded-For is believed (comma-separated). */
  HEARTH_TRUST_PROXY: z.string().optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The OpenAPI document and its UI at /api/docs; on by default except in production. */
  HEARTH_API_DOCS: z.enum(["true", "false"]).optional(),
  /** The organization whose admins operate this installation: they read crash reports sent without a session. */
  HEARTH_OPERATOR_ORGANIZATION: z
    .uuid({ message: "must be the id of the organization whose admins operate this installation" })
    .optional(),
});
export type LauncherEnv = z.infer<typeof Env>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): LauncherEnv {
  const blank = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = Env.safeParse(blank);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    console.error(`Hearth cannot start; fix its configuration:\n${problems}`);
    process.exit(1);
  }
  const data = parsed.data;
  return {
    ...data,
    HEARTH_DATA_DIR: path.resolve(data.HEARTH_DATA_DIR),
    HEARTH_DEMO_SEED: data.HEARTH_DEMO_SEED ?? (data.NODE_ENV === "production" ? "false" : "true"),
    HEARTH_API_DOCS: data.HEARTH_API_DOCS ?? (data.NODE_ENV === "production" ? "false" : "true"),
  };
}

import { z } from "zod";

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  HEARTH_API_URL: z
    .url({ protocol: /^https?$/, message: "must be the API's origin, e.g. http://127.0.0.1:4000" })
    .default("http://127.0.0.1:4000")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Keep-alive connections to the API; more when HEARTH_API_URL is a load balancer over several instances. */
  HEARTH_API_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(64),
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: "must be a redis:// URL" }).optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The address browsers use; `https:` adds HSTS to every answer. */
  HEARTH_PUBLIC_URL: z.url({ message: "must be the public origin, e.g. https://hearth.example.org" }).optional(),
});
export type GatewayEnv = z.infer<typeof Env>;

/** The standalone gateway's configuration; every problem is reported at once, then it refuses to start. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const result = Env.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  console.error(`The gateway's configuration is invalid:\n${problems.join("\n")}`);
  process.exit(1);
}

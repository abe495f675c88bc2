/** Configuration of the standalone gateway: the shared variables (@hearth/config) and the gateway's own. */
import { z } from "zod";
import { loadConfig, vars } from "@hearth/config";
import type { ConfigSource } from "@hearth/config";

const Env = z.object({
  PORT: vars.PORT.default(4001),
  HEARTH_API_URL: vars.HEARTH_API_URL.default("http://127.0.0.1:4000"),
  /** Keep-alive connections to the API; more when HEARTH_API_URL is a load balancer over several instances. */
  HEARTH_API_CONNECTIONS: z.coerce
    .number()
    .int({ error: "must be a whole number from 1 to 1024" })
    .min(1, { error: "must be a whole number from 1 to 1024" })
    .max(1024, { error: "must be a whole number from 1 to 1024" })
    .default(64),
  REDIS_URL: vars.REDIS_URL.optional(),
  NODE_ENV: vars.NODE_ENV,
  /** The address browsers use; `https:` adds HSTS to every answer. */
  HEARTH_PUBLIC_URL: vars.HEARTH_PUBLIC_URL.optional(),
  HEARTH_LOG_LEVEL: vars.HEARTH_LOG_LEVEL.optional(),
});
export type GatewayEnv = z.infer<typeof Env>;

/** The standalone gateway's configuration; every problem is reported at once, then it refuses to start. */
export function loadEnv(source: ConfigSource = process.env): GatewayEnv {
  return loadConfig("gateway", Env, source);
}

/** Configuration of the standalone collab server: the shared variables (@hearth/config) and its own. */
import { z } from "zod";
import { loadConfig, vars } from "@hearth/config";
import type { ConfigSource } from "@hearth/config";

const Env = z.object({
  PORT: vars.PORT.default(4002),
  HOST: vars.HOST,
  /** Origin of the REST API, e.g. http://api.internal:4000. */
  HEARTH_API_URL: vars.HEARTH_API_URL,
  /** The secret shared with the API (header x-hearth-service-key). */
  HEARTH_SERVICE_KEY: vars.HEARTH_SERVICE_KEY,
  /**
   * Required when standing alone: document locks and session revocations are published by the API, in
   * another process, and reach this one only through Redis.
   */
  REDIS_URL: vars.REDIS_URL,
  /** The origin browsers load the app from (behind a TLS proxy: https://…); its pages' cookie opens sockets. */
  HEARTH_PUBLIC_URL: vars.HEARTH_PUBLIC_URL.optional(),
  NODE_ENV: vars.NODE_ENV,
  HEARTH_LOG_LEVEL: vars.HEARTH_LOG_LEVEL.optional(),
});
export type CollabEnv = z.infer<typeof Env>;

/** The standalone collab server's configuration; every problem is printed at once and it refuses to start. */
export function readEnv(source: ConfigSource = process.env): CollabEnv {
  return loadConfig("collab server", Env, source);
}

/** Configuration every Hearth app shares: the variables' rules, parsing, and the refusal to start. */
export { loadConfig, parseConfig, refusal } from "./parse";
export type { ConfigResult, ConfigSource } from "./parse";
export {
  flag,
  defaultLogLevel,
  onUnlessProduction,
  vars,
  LOG_LEVELS,
  NODE_ENVS,
  SERVICE_KEY_MIN_LENGTH,
} from "./variables";
export type { LogLevel, NodeEnv } from "./variables";
export { DEFAULT_S3_REGION, S3_VARS, checkS3Vars, s3SettingsOf } from "./s3";
export type { S3Settings } from "./s3";

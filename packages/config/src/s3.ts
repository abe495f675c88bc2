/**
 * Where client documents are stored: the data directory, or an S3-compatible bucket when
 * HEARTH_S3_BUCKET is set. The variables are read by every app that starts the API (the API alone and
 * the one-process launcher), with one rule for how they go together.
 */
import type { z } from "zod";
import { vars } from "./variables";

/** The variables as an env schema's fields (spread into the app's `z.object`). */
export const S3_VARS = {
  HEARTH_S3_ENDPOINT: vars.HEARTH_S3_ENDPOINT.optional(),
  HEARTH_S3_BUCKET: vars.HEARTH_S3_BUCKET.optional(),
  HEARTH_S3_REGION: vars.HEARTH_S3_REGION.optional(),
  HEARTH_S3_ACCESS_KEY_ID: vars.HEARTH_S3_ACCESS_KEY_ID.optional(),
  HEARTH_S3_SECRET_ACCESS_KEY: vars.HEARTH_S3_SECRET_ACCESS_KEY.optional(),
  HEARTH_S3_FORCE_PATH_STYLE: vars.HEARTH_S3_FORCE_PATH_STYLE.optional(),
};

type S3Vars = { [K in keyof typeof S3_VARS]?: z.output<(typeof S3_VARS)[K]> };

export interface S3Settings {
  /** Absent: AWS S3 itself, by region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Absent: the SDK's usual sources (an instance role, AWS_* variables, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export const DEFAULT_S3_REGION = "us-east-1";

/**
 * The rules between the variables, for the app schema's `superRefine`: any S3 setting without a
 * bucket is a mistake (documents would quietly go to the data directory), and a key comes with its secret.
 */
export function checkS3Vars(e: S3Vars, ctx: z.RefinementCtx): void {
  const { HEARTH_S3_BUCKET: bucket, HEARTH_S3_ACCESS_KEY_ID: keyId, HEARTH_S3_SECRET_ACCESS_KEY: secret } = e;
  const others = (Object.keys(S3_VARS) as (keyof S3Vars)[]).filter(
    (name) => name !== "HEARTH_S3_BUCKET" && e[name] !== undefined,
  );
  if (!bucket && others.length > 0)
    ctx.addIssue({
      code: "custom",
      path: ["HEARTH_S3_BUCKET"],
      message: `must be set to store documents in S3 (${others.join(", ")} ${others.length === 1 ? "is" : "are"} set)`,
    });
  if (keyId && !secret)
    ctx.addIssue({
      code: "custom",
      path: ["HEARTH_S3_SECRET_ACCESS_KEY"],
      message: "must be set with HEARTH_S3_ACCESS_KEY_ID",
    });
  if (secret && !keyId)
    ctx.addIssue({
      code: "custom",
      path: ["HEARTH_S3_ACCESS_KEY_ID"],
      message: "must be set with HEARTH_S3_SECRET_ACCESS_KEY",
    });
}

/** The bucket's settings, or undefined: documents stay in the data directory. */
export function s3SettingsOf(e: S3Vars): S3Settings | undefined {
  if (!e.HEARTH_S3_BUCKET) return undefined;
  return {
    endpoint: e.HEARTH_S3_ENDPOINT,
    bucket: e.HEARTH_S3_BUCKET,
    region: e.HEARTH_S3_REGION ?? DEFAULT_S3_REGION,
    credentials:
      e.HEARTH_S3_ACCESS_KEY_ID && e.HEARTH_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.HEARTH_S3_ACCESS_KEY_ID, secretAccessKey: e.HEARTH_S3_SECRET_ACCESS_KEY }
        : undefined,
    // Self-hosted servers rarely have a host name per bucket; AWS itself prefers them.
    forcePathStyle: e.HEARTH_S3_FORCE_PATH_STYLE ?? e.HEARTH_S3_ENDPOINT !== undefined,
  };
}

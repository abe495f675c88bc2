import { describe, expect, it } from "vitest";
import { z } from "zod";
import { S3_VARS, checkS3Vars, parseConfig, s3SettingsOf } from "./index";

const Schema = z.object(S3_VARS).superRefine(checkS3Vars).transform(s3SettingsOf);
const parse = (source: Record<string, string>) => parseConfig(Schema, source);

describe("the S3 variables", () => {
  it("leave documents in the data directory when no bucket is set", () => {
    expect(parse({})).toEqual({ ok: true, env: undefined });
  });

  it("read a self-hosted server's settings, path-style unless said otherwise", () => {
    expect(
      parse({
        HEARTH_S3_ENDPOINT: "http://127.0.0.1:9000/",
        HEARTH_S3_BUCKET: "hearth-documents",
        HEARTH_S3_ACCESS_KEY_ID: "hearth",
        HEARTH_S3_SECRET_ACCESS_KEY: "hearth-secret",
      }),
    ).toEqual({
      ok: true,
      env: {
        endpoint: "http://127.0.0.1:9000",
        bucket: "hearth-documents",
        region: "us-east-1",
        credentials: { accessKeyId: "hearth", secretAccessKey: "hearth-secret" },
        forcePathStyle: true,
      },
    });
  });

  it("take AWS itself with a bucket and region alone (credentials from the usual places)", () => {
    expect(parse({ HEARTH_S3_BUCKET: "clinic.records", HEARTH_S3_REGION: "eu-west-1" })).toEqual({
      ok: true,
      env: {
        endpoint: undefined,
        bucket: "clinic.records",
        region: "eu-west-1",
        credentials: undefined,
        forcePathStyle: false,
      },
    });
  });

  it("name every bad value, and a setting that would be ignored for want of a bucket", () => {
    const bad = parse({
      HEARTH_S3_ENDPOINT: "ftp://files",
      HEARTH_S3_BUCKET: "My_Bucket",
      HEARTH_S3_REGION: "Europe West",
      HEARTH_S3_FORCE_PATH_STYLE: "sometimes",
    });
    expect(bad.ok ? [] : bad.problems).toEqual([
      "HEARTH_S3_ENDPOINT: must be the S3 server's address, e.g. https://s3.example.org",
      "HEARTH_S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
      "HEARTH_S3_REGION: must be a region name, e.g. us-east-1",
      "HEARTH_S3_FORCE_PATH_STYLE: must be true or false (1/0 and yes/no work too)",
    ]);
    const noBucket = parse({ HEARTH_S3_ENDPOINT: "https://s3.example.org", HEARTH_S3_REGION: "us-west-2" });
    expect(noBucket.ok ? [] : noBucket.problems).toEqual([
      "HEARTH_S3_BUCKET: must be set to store documents in S3 (HEARTH_S3_ENDPOINT, HEARTH_S3_REGION are set)",
    ]);
    const halfKey = parse({ HEARTH_S3_BUCKET: "records", HEARTH_S3_ACCESS_KEY_ID: "hearth" });
    expect(halfKey.ok ? [] : halfKey.problems).toEqual([
      "HEARTH_S3_SECRET_ACCESS_KEY: must be set with HEARTH_S3_ACCESS_KEY_ID",
    ]);
  });
});

/**
 * Both file stores against the real thing: files in a temporary data directory, and a bucket of an
 * S3-compatible server (s3rver, an S3 API on the local file system) started for this file.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { DataDirFileStore, S3FileStore, StoredFileMissing, createFileStore, newFileKey } from "./fileStore";
import type { FileStore } from "./fileStore";

const organizationId = randomUUID();
const BUCKET = "hearth-documents";

let dataDir: string;
let s3Dir: string;
let s3rver: S3rver;
let s3: S3FileStore;
let port: number;
const SAMPLE_PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-files-"));
  s3Dir = await mkdtemp(path.join(os.tmpdir(), "hearth-s3-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  ({ port } = (await s3rver.run()) as { port: number });
  s3 = new S3FileStore({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3?.close();
  await s3rver?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(s3Dir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const stores: [string, () => FileStore][] = [
  ["the data directory", () => new DataDirFileStore(dataDir)],
  ["an S3-compatible bucket", () => s3],
];

describe.each(stores)("files in %s", (_name, storeOf) => {
  it("gives back exactly the bytes it was given, under a key of the organization", async () => {
    const store = storeOf();
    const key = newFileKey(organizationId);
    expect(key).toMatch(new RegExp(`^documents/${organizationId}/[0-9a-f-]{36}$`));
    const bytes = randomBytes(300_000);
    await store.put(key, bytes, "application/pdf");
    expect(await bytesOf(await store.open(key))).toEqual(bytes);
  });

  it("knows a key it never stored, and forgets a removed one (removing twice is no error)", async () => {
    const store = storeOf();
    const key = newFileKey(organizationId);
    await expect(store.open(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await store.put(key, Buffer.from("%PDF-1.4"), "application/pdf");
    await store.remove(key);
    await store.remove(key);
    await expect(store.open(key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it("reads and writes no key it did not make", async () => {
    const store = storeOf();
    for (const key of ["../../etc/passwd", `documents/${organizationId}/../../secret`, "documents/a/b", ""]) {
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("Not a stored file's key");
      await expect(store.open(key)).rejects.toThrow("Not a stored file's key");
    }
  });
});

describe("the data directory store", () => {
  it("keeps each file at <dataDir>/documents/<organization>/<uuid>, readable by the server alone, with no temporary file left", async () => {
    const store: FileStore = new DataDirFileStore(dataDir);
    const key = newFileKey(organizationId);
    await store.put(key, Buffer.from("%PDF-1.4 consent"), "application/pdf");
    const file = path.join(dataDir, "documents", organizationId, key.split("/")[2]!);
    expect(await readFile(file, "utf8")).toBe("%PDF-1.4 consent");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readdir(path.dirname(file))).some((name) => name.endsWith(".partial"))).toBe(false);
  });

  it("never shows a file under its name before all of it is written", async () => {
    const store: FileStore = new DataDirFileStore(dataDir);
    const key = newFileKey(organizationId);
    const file = path.join(dataDir, ...key.split("/"));
    const bytes = randomBytes(16 * 1024 * 1024);
    const seen: number[] = [];
    let done = false;
    const writing = store.put(key, bytes, "application/pdf").finally(() => (done = true));
    while (!done) {
      const size = await stat(file).then(
        (s) => s.size,
        () => null,
      );
      if (size !== null) seen.push(size);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    expect(seen.every((size) => size === bytes.length)).toBe(true);
  });

  it("leaves nothing behind when a write fails", async () => {
    const store: FileStore = new DataDirFileStore(dataDir);
    const key = newFileKey(organizationId);
    const file = path.join(dataDir, ...key.split("/"));
    // A directory where the file should go: the final rename fails.
    await mkdir(file, { recursive: true });
    await expect(store.put(key, Buffer.from("%PDF-1.4"), "application/pdf")).rejects.toThrow();
    expect((await readdir(path.dirname(file))).filter((name) => name.startsWith(path.basename(file)))).toEqual([
      path.basename(file),
    ]);
  });
});

describe("createFileStore", () => {
  it("uses S3 when a bucket is configured, else the data directory", async () => {
    expect(createFileStore({ dataDir }).description).toBe(`files under ${path.join(dataDir, "documents")}`);
    const bucket = createFileStore({
      dataDir,
      s3: {
        endpoint: "https://s3.example.org",
        bucket: "b1",
        region: "eu-west-1",
        credentials: undefined,
        forcePathStyle: true,
      },
    });
    expect(bucket.description).toBe("S3 bucket b1 at https://s3.example.org");
    await bucket.close();
  });

  it("stores an S3 object with the file's type and length", async () => {
    const key = newFileKey(organizationId);
    await s3.put(key, SAMPLE_PNG, "image/png");
    const head = await new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    }).send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head).toMatchObject({ ContentType: "image/png", ContentLength: SAMPLE_PNG.length });
  });
});

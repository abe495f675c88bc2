/**
 * Where uploaded files (client documents, profile photos) are kept: files under the data directory,
 * or an S3-compatible bucket when one is configured. Both stores take whole files only: the data
 * directory writes to a temporary name, flushes and renames (a reader never meets half a file), and
 * an S3 PUT is atomic. The database row names the file by its key; the key is never a user's text.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Settings } from "@hearth/config";

export interface FileStore {
  /** For the start-up log: where files go. */
  readonly description: string;
  /** Stores the whole file under `key`; resolves once it is durably there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes as a stream; StoredFileMissing when there is no such file. */
  open(key: string): Promise<Readable>;
  /** Removes the file (nothing when absent): only to undo a write whose database row was never made. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

export class StoredFileMissing extends Error {
  override name = "StoredFileMissing";
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

/** Keys this app makes: `documents/<organizationId>/<uuid>`, and nothing else is read or written. */
const KEY =
  /^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new key for a file of this organization. */
export function newFileKey(organizationId: string): string {
  const key = `documents/${organizationId.toLowerCase()}/${randomUUID()}`;
  checkKey(key);
  return key;
}

function checkKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a stored file's key: ${JSON.stringify(key)}`);
}

/** Files under `<dataDir>/documents/<organizationId>/<uuid>`, readable by the server's user only. */
export class DataDirFileStore implements FileStore {
  readonly description: string;
  constructor(private readonly dataDir: string) {
    this.description = `files under ${path.join(dataDir, "documents")}`;
  }

  private pathOf(key: string): string {
    checkKey(key);
    return path.join(this.dataDir, ...key.split("/"));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const partial = `${target}.${randomBytes(6).toString("hex")}.partial`;
    try {
      const handle = await open(partial, "wx", 0o600);
      try {
        await handle.writeFile(bytes);
        // On disk before it takes its name: a crash leaves a .partial file, never a short document.
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<Readable> {
    try {
      const handle = await open(this.pathOf(key), "r");
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new StoredFileMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}
}

type S3Module = typeof S3Sdk;

/**
 * Objects of one bucket, keyed as in the data directory. The SDK is loaded on the first call: a
 * server that keeps its files in the data directory never loads it.
 */
export class S3FileStore implements FileStore {
  readonly description: string;
  private client: Promise<{ sdk: S3Module; s3: InstanceType<S3Module["S3Client"]> }> | undefined;

  constructor(private readonly settings: S3Settings) {
    this.description = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (AWS, ${settings.region})`}`;
  }

  private connect() {
    return (this.client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: this.settings.region,
        ...(this.settings.endpoint ? { endpoint: this.settings.endpoint } : {}),
        forcePathStyle: this.settings.forcePathStyle,
        ...(this.settings.credentials ? { credentials: this.settings.credentials } : {}),
        // Checksums only where S3 requires them: the newer default (a trailing checksum on every
        // upload) is not understood by many S3-compatible servers. Content-MD5 guards each PUT instead.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    checkKey(key);
    const { sdk, s3 } = await this.connect();
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        ContentMD5: createHash("md5").update(bytes).digest("base64"),
      }),
    );
  }

  async open(key: string): Promise<Readable> {
    checkKey(key);
    const { sdk, s3 } = await this.connect();
    try {
      const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === "NotFound")
        throw new StoredFileMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    checkKey(key);
    const { sdk, s3 } = await this.connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async close(): Promise<void> {
    if (this.client) (await this.client).s3.destroy();
  }
}

/** The store the configuration asks for: S3 when a bucket is set, else the data directory. */
export function createFileStore(o: { dataDir: string; s3?: S3Settings | undefined }): FileStore {
  return o.s3 ? new S3FileStore(o.s3) : new DataDirFileStore(o.dataDir);
}

/**
 * Test data of a client's documents and photo: tiny files whose first bytes make them what they are
 * (what the API reads to decide a type), multipart bodies as a browser's FormData sends them, and an
 * upload through the API's own route.
 */
import { randomBytes } from "node:crypto";
import type { ClientDocument, ClientProfilePhoto } from "@hearth/schema";
import type { TestApi } from "../../../../apps/api/src/test/harness";

type Answer = Awaited<ReturnType<TestApi["request"]>>;

const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** One small file of each kind the upload rules name, and two that only pretend. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n" +
      "trailer <</Root 1 0 R>>\n%%EOF\n",
  ),
  png: Buffer.from(PNG_1PX, "base64"),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0\x01\x01"),
    Buffer.alloc(32),
  ]),
  webp: Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(28)]),
  heic: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypheic"),
    Buffer.alloc(4),
    Buffer.from("mif1heic"),
  ]),
  /** A Windows program: "MZ" and a DOS header. */
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("This program cannot be run in DOS mode.")]),
  /** A page with a script: no magic bytes at all. */
  html: Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
};

export interface MultipartFile {
  name: string;
  bytes: Uint8Array;
  /** What the sender claims; the API ignores it. */
  type?: string;
  /** The part's name; `file` unless said. */
  field?: string;
}

/** A multipart/form-data body with text fields first, then the files (as FormData orders what is appended). */
export function multipartBody(
  fields: Record<string, string>,
  files?: MultipartFile | readonly MultipartFile[],
  boundary = `----hearth-test-${randomBytes(8).toString("hex")}`,
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files === undefined ? [] : "bytes" in files ? [files] : files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a document to a client's chart as the holder of `token`. */
export function postDocument(
  t: TestApi,
  token: string | undefined,
  mrNo: string,
  fields: Record<string, string>,
  file?: MultipartFile,
): Promise<Answer> {
  const body = multipartBody(fields, file);
  return t.request({
    method: "POST",
    url: `/api/auth/clients/${encodeURIComponent(mrNo)}/documents`,
    token,
    headers: { "content-type": body.contentType },
    payload: body.payload,
  });
}

/** PUTs a profile photo to a client's chart as the holder of `token`. */
export function putProfilePhoto(
  t: TestApi,
  token: string | undefined,
  mrNo: string,
  file: MultipartFile,
): Promise<Answer> {
  const body = multipartBody({}, file);
  return t.request({
    method: "PUT",
    url: `/api/auth/clients/${encodeURIComponent(mrNo)}/profile-photo`,
    token,
    headers: { "content-type": body.contentType },
    payload: body.payload,
  });
}

/** A stored document on the client's chart (a small PDF), uploaded as the holder of `token`. */
export async function buildClientDocument(
  t: TestApi,
  token: string,
  mrNo: string,
  o: { category?: string; title?: string } = {},
): Promise<ClientDocument> {
  const answer = await postDocument(
    t,
    token,
    mrNo,
    { category: o.category ?? "consent_release", title: o.title ?? "Release of information" },
    { name: "release.pdf", bytes: SAMPLE_FILES.pdf, type: "application/pdf" },
  );
  if (answer.statusCode !== 201) throw new Error(`uploading a document: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { results: ClientDocument }).results;
}

/** A profile photo (a 1-pixel PNG) on the client's chart. */
export async function buildProfilePhoto(t: TestApi, token: string, mrNo: string): Promise<ClientProfilePhoto> {
  const answer = await putProfilePhoto(t, token, mrNo, {
    name: "photo.png",
    bytes: SAMPLE_FILES.png,
    type: "image/png",
  });
  if (answer.statusCode !== 200) throw new Error(`uploading a photo: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { results: ClientProfilePhoto }).results;
}

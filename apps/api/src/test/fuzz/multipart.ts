/**
 * Upload routes (`consumes: multipart/form-data`) fuzzed with what a browser's FormData sends and
 * what it never would: text fields from hostile strings, files of every sample kind under hostile
 * names, no file, two files, a file under another part's name, a body cut off halfway. A request
 * is plain data (strings) so that a failure report can show it; the bytes are built when it is sent.
 */
import fc from "fast-check";
import { DOCUMENT_CATEGORIES } from "@hearth/schema";
import { SAMPLE_FILES, multipartBody } from "@hearth/testing";
import type { RouteSpec } from "./requests";
import { hostileString } from "./samples";

export interface MultipartRequest {
  fields: Record<string, string>;
  files: { field: string; name: string; kind: keyof typeof SAMPLE_FILES; type: string }[];
  /** Only the first half of the body is sent. */
  cut: boolean;
}

export const takesMultipart = (route: RouteSpec): boolean =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes("multipart/form-data");

/** The body as sent and its content type (with the boundary). */
export function multipartPayload(m: MultipartRequest): { payload: Buffer; contentType: string } {
  const built = multipartBody(
    m.fields,
    m.files.map((f) => ({ ...f, bytes: SAMPLE_FILES[f.kind] })),
    // One boundary: the body and its content-type header are built apart.
    "----hearth-fuzz-boundary",
  );
  return {
    payload: m.cut ? built.payload.subarray(0, Math.floor(built.payload.length / 2)) : built.payload,
    contentType: built.contentType,
  };
}

const fileName = fc.oneof(
  fc.constantFrom("consent.pdf", "scan.png", "photo.jpg", "../../etc/passwd", "a\u202efdp.exe", "C:\\fakepath\\x.pdf"),
  hostileString(true),
);
const kind = fc.constantFrom(...(Object.keys(SAMPLE_FILES) as (keyof typeof SAMPLE_FILES)[]));
const file = fc.record({
  field: fc.oneof(
    { weight: 5, arbitrary: fc.constant("file") },
    { weight: 1, arbitrary: fc.constantFrom("upload", "files[]") },
  ),
  name: fileName,
  kind,
  type: fc.constantFrom("application/pdf", "image/png", "text/html", "application/octet-stream"),
});

/** A valid upload: a category, a title and a PDF. */
export const validMultipart = (): fc.Arbitrary<MultipartRequest> =>
  fc.record({
    fields: fc.record({
      category: fc.constantFrom(...DOCUMENT_CATEGORIES),
      title: fc.constantFrom("Consent", "Lab results"),
    }),
    files: fc.constant([{ field: "file", name: "consent.pdf", kind: "pdf" as const, type: "application/pdf" }]),
    cut: fc.constant(false),
  });

/** Anything a hostile client could send as a form. */
export const fuzzedMultipart = (): fc.Arbitrary<MultipartRequest> =>
  fc.record({
    fields: fc.dictionary(
      fc.oneof(fc.constantFrom("category", "title", "reason", "__proto__", "constructor"), hostileString(true)),
      fc.oneof(fc.constantFrom(...DOCUMENT_CATEGORIES), hostileString(true)),
      { maxKeys: 4 },
    ),
    files: fc.array(file, { maxLength: 2 }),
    cut: fc.boolean(),
  });

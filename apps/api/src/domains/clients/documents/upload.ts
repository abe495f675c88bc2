/**
 * Reading an upload (multipart/form-data: a `file` part and text fields) and deciding it before
 * anything is stored: the size against the limit, then the type from the bytes themselves. The
 * declared content type and the file's name are never believed.
 */
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { cleanFileName, tooLargeMessage, unacceptedTypeMessage, UPLOAD_RULES } from "@hearth/schema";
import type { StoredFileType, UploadKind } from "@hearth/schema";
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType, validationFailed } from "../../../errors";

/** An upload is read to its end up to this many times its limit, so that the refusal can say how large it was. */
const MEASURED_UP_TO = 5;
const FIELD_BYTES = 4096;

export interface Upload {
  /** The text parts by name. */
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string } | null;
}

/** A checked file: its bytes, the type they are, their hash. */
export interface AcceptedFile {
  bytes: Buffer;
  fileName: string;
  contentType: StoredFileType;
  sha256: string;
}

/**
 * The multipart body: its fields, and the `file` part when it is within the limit. Over the limit it
 * is read on (up to MEASURED_UP_TO times the limit) without being kept, and refused with its size.
 */
export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Upload> {
  if (!request.isMultipart())
    throw unsupportedMediaType("Send the file as multipart/form-data, in a part named `file`.");
  const { maxBytes } = UPLOAD_RULES[kind];
  const fields: Record<string, string> = {};
  let file: Upload["file"] = null;
  let tooLarge: { size: number; cutOff: boolean } | null = null;
  try {
    // throwFileSizeLimit: false marks the part `truncated` instead of failing it (read by the plugin, not in its types).
    const options = {
      limits: { fileSize: maxBytes * MEASURED_UP_TO, files: 1, fields: 8, fieldSize: FIELD_BYTES, parts: 9 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options as Parameters<FastifyRequest["parts"]>[0]);
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.valueTruncated) throw validationFailed(`${part.fieldname}: is too long`);
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      }
      if (part.fieldname !== "file") continue;
      if (size > maxBytes) tooLarge = { size, cutOff: part.file.truncated };
      else file = { bytes: Buffer.concat(chunks), fileName: part.filename };
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (tooLarge) throw payloadTooLarge(tooLargeMessage(kind, tooLarge.size, tooLarge.cutOff));
  return { fields, file };
}

/** The plugin's and the parser's refusals, as this API words them; anything else from reading the body is a malformed body. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_FILES_LIMIT") return badRequest("Send one file at a time.");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest("The form has too many parts.");
  if (code === "FST_PROTO_VIOLATION") return badRequest("The form has a part with a name that is not allowed.");
  // busboy's own (a cut-off or malformed body), a closed connection, a JSON field that is not JSON.
  return badRequest("The upload is not a complete multipart/form-data body.");
}

/**
 * The file, checked: present, not empty, and of a type `kind` accepts by its bytes. Sizes were
 * checked while it was read.
 */
export async function acceptFile(upload: Upload, kind: UploadKind): Promise<AcceptedFile> {
  const file = upload.file;
  if (!file)
    throw validationFailed("file: must be a file", {
      in: "body",
      issues: [{ field: "file", message: "must be a file" }],
    });
  if (file.bytes.length === 0)
    throw validationFailed("file: is empty", { in: "body", issues: [{ field: "file", message: "is empty" }] });
  const detected = await fileTypeFromBuffer(file.bytes);
  const accepted = UPLOAD_RULES[kind].types as readonly string[];
  if (!detected || !accepted.includes(detected.mime)) throw unsupportedMediaType(unacceptedTypeMessage(kind));
  return {
    bytes: file.bytes,
    fileName: cleanFileName(file.fileName),
    contentType: detected.mime as StoredFileType,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
  };
}

const EXTENSIONS: Record<StoredFileType, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg", "jpe"],
  "image/webp": ["webp"],
  "image/heic": ["heic", "heif"],
  "image/heif": ["heif", "heic"],
};

/** The name a download is saved under: the uploaded name, with the type's extension added when it claims another. */
export function downloadName(fileName: string, contentType: StoredFileType): string {
  const extensions = EXTENSIONS[contentType];
  const own = /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1]?.toLowerCase();
  return own && extensions.includes(own) ? fileName : `${fileName}.${extensions[0]}`;
}

/** `attachment` with an ASCII fallback name and the exact one in RFC 5987 form (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

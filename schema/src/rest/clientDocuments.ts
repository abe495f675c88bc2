/**
 * REST contract of a client's documents and profile photo (`/api/auth/clients/:mrNo/documents`,
 * `profile-photo`). A file's type is read from its bytes on the server, never from its name or the
 * type the browser declares; what is accepted, the size limits and the sentences a refusal carries
 * live here so that the upload dialog says the same as the server before it even asks.
 */
import { z } from "zod";
import { id } from "./common";
import type { ClinicianRef } from "./groupSessions";

export const DOCUMENT_CATEGORIES = [
  "intake_paperwork",
  "consent_release",
  "identification",
  "insurance_card",
  "legal_court",
  "medical_records",
  "lab_results",
  "discharge",
  "other",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  intake_paperwork: "Intake paperwork",
  consent_release: "Consent / release",
  identification: "Identification",
  insurance_card: "Insurance card",
  legal_court: "Legal / court",
  medical_records: "Medical records",
  lab_results: "Lab results",
  discharge: "Discharge",
  other: "Other",
};

/** Every type a stored file may have, as detected from its bytes, with the name people know it by. */
export const FILE_TYPE_NAMES = {
  "application/pdf": "PDF",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  // iPhone photos: HEIC files declare either brand.
  "image/heic": "HEIC",
  "image/heif": "HEIC",
} as const;
export type StoredFileType = keyof typeof FILE_TYPE_NAMES;

/** Documents: scans and photos of paperwork. */
export const DOCUMENT_FILE_TYPES: readonly StoredFileType[] = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/heic",
  "image/heif",
];
/** A profile photo is shown in every browser's `<img>`: no PDF, no HEIC. */
export const PHOTO_FILE_TYPES: readonly StoredFileType[] = ["image/png", "image/jpeg", "image/webp"];

const MB = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * MB;
export const PHOTO_MAX_BYTES = 5 * MB;

export type UploadKind = "document" | "photo";
export const UPLOAD_RULES: Record<UploadKind, { maxBytes: number; types: readonly StoredFileType[] }> = {
  document: { maxBytes: DOCUMENT_MAX_BYTES, types: DOCUMENT_FILE_TYPES },
  photo: { maxBytes: PHOTO_MAX_BYTES, types: PHOTO_FILE_TYPES },
};

/** Megabytes with one decimal, rounded up: a file a byte over the limit never reads as the limit itself. */
export function megabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / MB) * 10) / 10;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1);
}

/** A file size as people read it: "812 KB", "3.4 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${Math.ceil(bytes / 1024)} KB`;
  return `${megabytes(bytes)} MB`;
}

/** The 413 sentence; `atLeast` when the upload was cut off before its end was seen. */
export function tooLargeMessage(kind: UploadKind, bytes: number, atLeast = false): string {
  const limit = `the limit is ${megabytes(UPLOAD_RULES[kind].maxBytes)} MB`;
  return atLeast
    ? `The file is larger than ${megabytes(bytes)} MB; ${limit}.`
    : `The file is ${megabytes(bytes)} MB; ${limit}.`;
}

/** "PDF, PNG, JPEG, WebP or HEIC". */
export function acceptedTypesText(kind: UploadKind): string {
  const names = [...new Set(UPLOAD_RULES[kind].types.map((type) => FILE_TYPE_NAMES[type]))];
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** The 415 sentence: the type is what the bytes are, whatever the name says. */
export function unacceptedTypeMessage(kind: UploadKind): string {
  const what = kind === "photo" ? "A profile photo" : "A document";
  return `${what} must be a ${acceptedTypesText(kind)} file; this file's content is none of those, whatever its name says.`;
}

/** What the file picker offers (a hint only: the server reads the bytes). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  document:
    ".pdf,.png,.jpg,.jpeg,.webp,.heic,.heif,application/pdf,image/png,image/jpeg,image/webp,image/heic,image/heif",
  photo: ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp",
};

const FILE_NAME_MAX = 200;

/**
 * An uploaded file's name as shown and offered back: its last path segment, without control or
 * bidirectional-override characters (which can make "gpj.exe" read as "exe.jpg"), at most 200
 * characters with its extension kept; "document" when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  if (!cleaned) return "document";
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, FILE_NAME_MAX - extension.length).trimEnd() + extension;
}

/** The title a document takes from its file's name: the name without its extension. */
export function titleFromFileName(fileName: string): string {
  const name = cleanFileName(fileName);
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, DOCUMENT_TITLE_MAX).trim() || name.slice(0, DOCUMENT_TITLE_MAX);
}

export const DOCUMENT_TITLE_MAX = 200;
export const DELETION_REASON_MAX = 500;

/** Text without control characters (NUL, bidi overrides are refused where they would mislead a reader). */
const plainText = (max: number, required: boolean) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, { message: "must not be empty" })
    .max(max, { message: `must be at most ${max} characters` })
    .refine((value) => !/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u.test(value), {
      message: "must not contain control characters",
    });

const category = z.enum(DOCUMENT_CATEGORIES, { message: `must be one of ${DOCUMENT_CATEGORIES.join(", ")}` });

/**
 * POST documents: the multipart fields besides the file. An empty or absent title takes the file's
 * name (the upload dialog fills it in the same way).
 */
export const ClientDocumentUploadFields = z.object({
  category,
  title: plainText(DOCUMENT_TITLE_MAX, false).optional(),
});

export const ClientDocumentListQuery = z.object({
  category: category.optional(),
  /** Also the deleted documents, with who deleted them, when and why. */
  includeDeleted: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

export const ClientDocumentParams = z.object({ mrNo: z.string().trim().min(1).max(40), documentId: id });

/** DELETE documents/:documentId: a document leaves the chart with a reason; its file is kept (records retention). */
export const ClientDocumentDeleteBody = z.object({ reason: plainText(DELETION_REASON_MAX, true) });
export type ClientDocumentDeleteBody = z.input<typeof ClientDocumentDeleteBody>;

export interface ClientDocument {
  id: string;
  title: string;
  category: DocumentCategory;
  /** The name the file was uploaded with, cleaned of paths and control characters. */
  fileName: string;
  /** Detected from the bytes. */
  contentType: StoredFileType;
  size: number;
  sha256: string;
  uploadedBy: ClinicianRef | null;
  uploadedAt: string;
  deletedBy: ClinicianRef | null;
  deletedAt: string | null;
  deletionReason: string | null;
  /** Where the file downloads (same origin, the session's cookie); null once deleted. */
  downloadUrl: string | null;
}

export interface ClientProfilePhoto {
  id: string;
  contentType: StoredFileType;
  size: number;
  uploadedBy: ClinicianRef | null;
  uploadedAt: string;
  /** The image, for `<img src>`; changes with each new photo. */
  url: string;
}

/** The chart's paths, shared by the API's presenter and the web app (uploads go here: GraphQL carries no files). */
export const clientDocumentsPath = (mrNo: string) => `/api/auth/clients/${encodeURIComponent(mrNo)}/documents`;
export const clientDocumentDownloadPath = (mrNo: string, documentId: string) =>
  `/api/auth/clients/${encodeURIComponent(mrNo)}/documents/${encodeURIComponent(documentId)}/download`;
export const clientProfilePhotoPath = (mrNo: string) => `/api/auth/clients/${encodeURIComponent(mrNo)}/profile-photo`;

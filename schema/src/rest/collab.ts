import { z } from "zod";
import type { DocumentAccess } from "../documents";
import { ERROR_STATUS } from "../errors";
import type { ErrorCode } from "../errors";

/** Header carrying the collab server's service key on persistence calls. */
export const SERVICE_KEY_HEADER = "x-hearth-service-key";
/** Largest encoded update the API stores in one call (bytes of base64). */
export const MAX_UPDATE_BASE64 = 2 * 1024 * 1024;
/** Most updates of one document in one append call. */
export const MAX_APPEND_UPDATES = 1000;
/** Bounds of one batch append (`POST /api/collab/updates`): documents, updates and base64 bytes in all. */
export const MAX_BATCH_DOCUMENTS = 500;
export const MAX_BATCH_UPDATES = 2000;
export const MAX_BATCH_BASE64 = 4 * MAX_UPDATE_BASE64;

/** `<kind>.<id>`, as `parseDocumentName` reads it (the kind is checked where access is decided). */
export const CollabDocumentName = z
  .string()
  .regex(/^[a-zA-Z]+\.[A-Za-z0-9_-]{1,64}$/, { message: "must read <kind>.<id>" });

export interface DocumentAccessResults {
  access: DocumentAccess;
  userId: string;
  userName: string;
}
export interface DocumentStateResults {
  /** Base64 of a Yjs update holding the whole stored document, or null when new. */
  state: string | null;
  lastUpdateId: number;
  /** The document is sealed (a signed note): open copies are read-only for everyone. */
  sealed: boolean;
}

const Updates = z.array(z.base64().max(MAX_UPDATE_BASE64)).min(1).max(MAX_APPEND_UPDATES);
export const AppendUpdatesBody = z.object({ updates: Updates });
export const SnapshotBody = z.object({ state: z.base64(), throughUpdateId: z.number().int().min(0) });

/**
 * Who sent each update, as the collab server knows it from the socket's sign-in (never from what the
 * browser says): a user id, or null for an update no user sent. One per update, in the same order.
 */
const Authors = z.array(z.uuid({ message: "must be a user id" }).nullable());

/**
 * One call of the collab server's group commit: the updates of several documents, each list in the
 * order the updates were applied, with the author of each. Names are unique; totals are bounded so
 * one call stays one short transaction.
 */
export const AppendBatchBody = z
  .object({
    documents: z
      .array(z.object({ name: CollabDocumentName, updates: Updates, authors: Authors }))
      .min(1)
      .max(MAX_BATCH_DOCUMENTS),
  })
  .superRefine(({ documents }, ctx) => {
    const seen = new Set<string>();
    let updates = 0;
    let bytes = 0;
    documents.forEach((document, i) => {
      if (seen.has(document.name))
        ctx.addIssue({ code: "custom", path: ["documents", i, "name"], message: "appears twice in one batch" });
      if (document.authors.length !== document.updates.length)
        ctx.addIssue({ code: "custom", path: ["documents", i, "authors"], message: "must name one author per update" });
      seen.add(document.name);
      updates += document.updates.length;
      for (const update of document.updates) bytes += update.length;
    });
    if (updates > MAX_BATCH_UPDATES)
      ctx.addIssue({
        code: "custom",
        path: ["documents"],
        message: `more than ${MAX_BATCH_UPDATES} updates in one batch`,
      });
    if (bytes > MAX_BATCH_BASE64)
      ctx.addIssue({
        code: "custom",
        path: ["documents"],
        message: `more than ${MAX_BATCH_BASE64} bytes of base64 in one batch`,
      });
  });

const ErrorCodes = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);
/** Per document, in the order asked: stored (the id of its last update), or refused (409 sealed, 400 not Yjs) with nothing of it stored. */
export const AppendBatchOutcome = z.union([
  z.object({ name: z.string(), lastUpdateId: z.number().int() }),
  z.object({ name: z.string(), error: z.object({ code: ErrorCodes, message: z.string() }) }),
]);
export type AppendBatchOutcome = z.infer<typeof AppendBatchOutcome>;
export const AppendBatchResults = z.object({ results: z.array(AppendBatchOutcome) });

/**
 * `POST /collab/updates` as a function, for a collab server in the API's own process (the launcher):
 * the same validation and the same service, without emulating an HTTP request. It rejects as the
 * route answers: with an error whose `statusCode` is the route's status.
 */
export type AppendBatchInProcess = (body: z.input<typeof AppendBatchBody>) => Promise<AppendBatchOutcome[]>;

import { z } from "zod";
import type { DocumentAccess } from "../documents";

/** Header carrying the collab server's service key on persistence calls. */
export const SERVICE_KEY_HEADER = "x-hearth-service-key";
/** Largest encoded update the API stores in one call (bytes of base64). */
export const MAX_UPDATE_BASE64 = 2 * 1024 * 1024;

export interface DocumentAccessResults {
  access: DocumentAccess;
  userId: string;
  userName: string;
}
export interface DocumentStateResults {
  /** Base64 of a Yjs update holding the whole stored document, or null when new. */
  state: string | null;
  lastUpdateId: number;
}
export const AppendUpdatesBody = z.object({ updates: z.array(z.base64().max(MAX_UPDATE_BASE64)).min(1).max(1000) });
export const SnapshotBody = z.object({ state: z.base64(), throughUpdateId: z.number().int().min(0) });

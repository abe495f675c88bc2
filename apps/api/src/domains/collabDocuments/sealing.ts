/**
 * Signing a collaborative document: the signer's copy must be stored in full before the stored state
 * is sealed and signed, so a signature never covers less than its signer saw.
 */
import * as Y from "yjs";
import { validationFailed } from "../../errors";

export const STILL_SAVING_MESSAGE = "Your latest changes are still being saved; try again in a moment";

function decodeVector(base64: string): Map<number, number> {
  try {
    return Y.decodeStateVector(new Uint8Array(Buffer.from(base64, "base64")));
  } catch {
    throw validationFailed("seenStateVector: is not a Yjs state vector");
  }
}

/** True when the stored state holds everything the submitter's copy had (every client clock of theirs ≤ the stored one). */
export function storageCovers(state: Uint8Array | null, seenStateVector: string): boolean {
  const seen = decodeVector(seenStateVector);
  const stored = state ? Y.decodeStateVector(Y.encodeStateVectorFromUpdate(state)) : new Map<number, number>();
  for (const [client, clock] of seen) if ((stored.get(client) ?? 0) < clock) return false;
  return true;
}

/**
 * Signing a collaborative document (a group note, a treatment plan): the API seals the document as
 * stored and refuses (409) until its storage covers what the signer saw. These wait for the signer's
 * last changes to be stored, send their copy's state vector, and retry that one refusal.
 */
import { encodeStateVector } from "yjs";
import type { Doc } from "yjs";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorCodeOf } from "../errors";
import type { ConnectionSnapshot } from "./collabConnection";

interface Observable {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ConnectionSnapshot;
}

/**
 * Resolves once everything typed here is stored on the server ("saved"). A signature sent before
 * that would sign text the server does not have yet; the API would refuse it (409) anyway.
 */
export function waitUntilSaved(connection: Observable, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (signal?.aborted) {
        stop();
        reject(new DOMException("Submitting was cancelled", "AbortError"));
      } else if (connection.getSnapshot().saved === "saved") {
        stop();
        resolve();
      }
    };
    const unsubscribe = connection.subscribe(check);
    const stop = () => {
      unsubscribe();
      signal?.removeEventListener("abort", check);
    };
    signal?.addEventListener("abort", check);
    check();
  });
}

/** The Yjs state vector of this copy, base64: the API refuses to seal until its storage covers it. */
export function stateVectorBase64(doc: Doc): string {
  const bytes = encodeStateVector(doc);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const STILL_SAVING_RETRIES = 5;

/**
 * Sends the signature, and again after a short pause while the API answers 409 "still being saved"
 * (the collab server's group commit may trail the acknowledgement by a few milliseconds).
 */
export async function sendWithRetry<T>(
  send: () => Promise<T>,
  retries = STILL_SAVING_RETRIES,
  pause: (attempt: number) => Promise<void> = (attempt) => sleep(250 * attempt),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt > retries || !isStillSaving(error)) throw error;
      await pause(attempt);
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The API's 409 while the submitter's latest typing has not reached storage yet: worth retrying. */
export function isStillSaving(error: unknown): boolean {
  if (errorCodeOf(error) !== "CONFLICT" || !CombinedGraphQLErrors.is(error)) return false;
  return /still being saved/i.test(error.errors[0]?.message ?? "");
}

/** Password or PIN re-entry that signs a document: a note, a plan, an approval or an addendum. */
import type { Action, SignatureCredential, SignatureMethod } from "@hearth/schema";
import type { RequestContext } from "../context";
import type { Deps } from "../deps";
import { AppError } from "../errors";
import { recordActivity } from "../domains/activityLog/service";
import { verifySecret } from "../domains/auth/passwords";

/** What a wrong attempt's `failure` line names: the document(s) being signed. */
export interface SignedSubject {
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown>;
}

/**
 * Checks the caller's password or PIN against the same per-user window as the PIN check (5 a
 * minute, then 429), so signing offers no faster way to guess a PIN. Only wrong attempts use the
 * window up: a clinician signing a day's notes in a row is never locked out. A wrong one writes a
 * `failure` activity row (outside any transaction, so it stays) and changes nothing else.
 */
export async function verifySignature(
  deps: Deps,
  ctx: RequestContext,
  credential: SignatureCredential,
  action: Action,
  subject: SignedSubject,
): Promise<SignatureMethod> {
  await deps.limiters.pin.check(ctx.user.id);
  const method: SignatureMethod = credential.pin !== undefined ? "pin" : "password";
  const ok =
    method === "pin"
      ? await verifySecret(ctx.user.pinHash, credential.pin ?? "")
      : await verifySecret(ctx.user.passwordHash, credential.password ?? "");
  if (ok) return method;
  await recordActivity(deps.db, {
    actor: ctx,
    action,
    outcome: "failure",
    subjectType: subject.subjectType,
    subjectId: subject.subjectId,
    details: { reason: `wrong ${method}`, ...subject.details },
  });
  await deps.limiters.pin.hit(ctx.user.id);
  if (method === "pin" && !ctx.user.pinHash)
    throw new AppError("invalid_credentials", "No PIN is set; set one first or sign with your password");
  throw new AppError("invalid_credentials", method === "pin" ? "The PIN is incorrect" : "The password is incorrect");
}

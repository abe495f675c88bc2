/**
 * The shape of every change to one note: the policy asked first (a denial is logged), the password
 * or PIN checked when the change is signed (a failure is logged), then one transaction that locks
 * the note and asks the policy again against the locked state; a refusal from inside it is logged.
 */
import type { GroupNote, SignatureCredential, SignatureMethod } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { AppError } from "../../../errors";
import { recordActivity } from "../../activityLog/service";
import { verifySignature } from "../../../kernel/signatures";
import type { SignedSubject } from "../../../kernel/signatures";
import { allowed, loadNote, lockNote } from "./load";
import type { LoadedNote } from "./load";
import type { GroupNoteAction } from "./policy";
import { presentGroupNote } from "./presenter";
import { authorize } from "./service";

export interface ChangeOptions {
  action: GroupNoteAction;
  noteId: string;
}

/** Inside a transaction: the note locked until commit, and the policy asked again against its locked state. */
export async function lockAllowed(
  tx: Db,
  ctx: RequestContext,
  action: GroupNoteAction,
  noteId: string,
): Promise<LoadedNote> {
  const verdict = allowed(ctx, action, await lockNote(tx, noteId));
  if (!verdict.ok) throw verdict.error;
  return verdict.loaded;
}

async function runLogged(
  deps: Deps,
  ctx: RequestContext,
  o: ChangeOptions,
  change: (tx: Db) => Promise<void>,
): Promise<GroupNote> {
  try {
    await transact(deps, change);
  } catch (error) {
    if (error instanceof AppError) {
      const issues = (error.details as { issues?: unknown } | undefined)?.issues ?? null;
      await recordActivity(deps.db, {
        actor: ctx,
        action: o.action,
        outcome: "failure",
        subjectType: "group_note",
        subjectId: o.noteId,
        details: { code: error.code, reason: error.message, issues },
      });
    }
    throw error;
  }
  return presentGroupNote(deps.db, ctx, (await loadNote(deps.db, o.noteId))!);
}

/** An unsigned change (signees); returns the note as it is afterwards. */
export async function noteChange(
  deps: Deps,
  ctx: RequestContext,
  o: ChangeOptions,
  change: (tx: Db, before: LoadedNote) => Promise<void>,
): Promise<GroupNote> {
  const before = await authorize(deps, ctx, o.action, await loadNote(deps.db, o.noteId), o.noteId);
  return runLogged(deps, ctx, o, (tx) => change(tx, before));
}

/** A change signed with the caller's password or PIN (submit, sign, addendum). */
/** The notes a signature is for, as a wrong attempt's activity line names them. */
export const signedNotes = (noteIds: string[]): SignedSubject => ({
  subjectType: "group_note",
  subjectId: noteIds.length === 1 ? noteIds[0]! : null,
  details: { noteIds },
});

export async function signedChange(
  deps: Deps,
  ctx: RequestContext,
  o: ChangeOptions & { credential: SignatureCredential },
  change: (tx: Db, method: SignatureMethod) => Promise<void>,
): Promise<GroupNote> {
  await authorize(deps, ctx, o.action, await loadNote(deps.db, o.noteId), o.noteId);
  const method = await verifySignature(deps, ctx, o.credential, o.action, signedNotes([o.noteId]));
  return runLogged(deps, ctx, o, (tx) => change(tx, method));
}

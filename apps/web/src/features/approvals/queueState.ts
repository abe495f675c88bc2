import type { SignatureRole } from "../../__generated__/graphql";
import { SIGNATURE_ROLE_LABELS } from "../groupNotes/print/signedNoteFormat";

/** What the queue needs of a submitted note to say where it stands; all of it decided by the server. */
export interface QueueNote {
  pendingSigners: readonly { role: SignatureRole; user: { id: string; fullname: string } }[];
  submittedBy?: { id: string } | null;
  permissions: { approve: boolean; kickBack: boolean; approveBlockedReason?: string | null };
}

/**
 * Where a submitted note stands for the person looking at the queue:
 * - `waiting`: co-signers have yet to sign (nobody may approve it yet);
 * - `own`: they submitted it themselves, so another supervisor approves it;
 * - `blocked`: they review it but may not approve it now, for the server's `reason`;
 * - `ready`: every signature is in (for an admin, who only reads the queue, too).
 */
export type QueueState =
  { kind: "ready" } | { kind: "waiting"; names: string } | { kind: "own" } | { kind: "blocked"; reason: string };

/** "Bailey Nguyen (co-facilitator)", several joined: "A (co-facilitator) and B (additional signee)". */
export function pendingNames(pending: QueueNote["pendingSigners"]): string {
  const people = pending.map((p) => `${p.user.fullname} (${SIGNATURE_ROLE_LABELS[p.role].toLowerCase()})`);
  return new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(people);
}

export function queueState(note: QueueNote, meId: string): QueueState {
  if (note.pendingSigners.length > 0) return { kind: "waiting", names: pendingNames(note.pendingSigners) };
  if (note.submittedBy?.id === meId) return { kind: "own" };
  if (note.permissions.approve) return { kind: "ready" };
  if (note.permissions.kickBack && note.permissions.approveBlockedReason)
    return { kind: "blocked", reason: note.permissions.approveBlockedReason };
  return { kind: "ready" };
}

/** The queue's words for a state, as the grid's status column and the review pane show them. */
export function queueStateLabel(state: QueueState): string {
  switch (state.kind) {
    case "ready":
      return "Ready to approve";
    case "waiting":
      return `Waiting for ${state.names}`;
    case "own":
      return "Submitted by you: another supervisor approves it";
    case "blocked":
      return state.reason;
  }
}

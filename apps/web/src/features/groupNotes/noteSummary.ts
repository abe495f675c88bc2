import { attended } from "@hearth/schema";
import type { AttendanceStatus } from "@hearth/schema";

/** The roster's counts, from the entries on screen, so they always agree with the attendance table. */
export function countAttendance(entries: readonly { status: AttendanceStatus | null }[]) {
  return {
    roster: entries.length,
    attended: entries.filter((e) => attended(e.status)).length,
    absent: entries.filter((e) => e.status === "absent" || e.status === "excused").length,
    unmarked: entries.filter((e) => e.status === null).length,
  };
}

/** Signatures of the current revision, and who is still to sign it. */
export function signatureSummary(note: {
  revision: number;
  signatures: readonly { revision: number; voidedAt: string | null }[];
  pendingSigners: readonly unknown[];
}): string {
  const signed = note.signatures.filter((s) => s.revision === note.revision && !s.voidedAt).length;
  const pending = note.pendingSigners.length;
  if (signed === 0 && pending === 0) return "Not signed yet";
  return pending === 0
    ? `${signed} ${signed === 1 ? "signature" : "signatures"}`
    : `${signed} signed, ${pending} to sign`;
}

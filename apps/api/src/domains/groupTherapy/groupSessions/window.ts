/**
 * When a session may be documented: a session is documented once it has happened. Check-in,
 * attendance and writing the note open the organization's set minutes before the start; signing
 * (submitting, co-signing, approving) opens at the start. Nothing closes afterwards: a late entry
 * stays allowed and is marked as late (lateness.ts). Pure, so the policy, the presenter and the
 * tests judge the same instants against a clock they choose.
 */
import { instantLabel } from "../../../kernel/time";

export interface SessionWindow {
  /** Check-in, attendance marks and the note's text open here. */
  checkInOpensAt: Date;
  /** Submitting, co-signing and approving open here: the session's start. */
  signingOpensAt: Date;
}

/** The session's window, `checkInOpensMinutesBefore` real minutes (a DST change counts as it happens) before its start. */
export function sessionWindow(session: { startsAt: Date }, checkInOpensMinutesBefore: number): SessionWindow {
  return {
    checkInOpensAt: new Date(session.startsAt.getTime() - checkInOpensMinutesBefore * 60_000),
    signingOpensAt: session.startsAt,
  };
}

export type WindowGate = "check_in" | "signing";

/** Open from its instant on, that instant included. */
export function isOpen(window: SessionWindow, gate: WindowGate, now: Date): boolean {
  const opensAt = gate === "check_in" ? window.checkInOpensAt : window.signingOpensAt;
  return now.getTime() >= opensAt.getTime();
}

/** "Check-in opens at 11-25-2026 9:30 AM" (the facility's clock). */
export const checkInOpensMessage = (window: SessionWindow): string =>
  `Check-in opens at ${instantLabel(window.checkInOpensAt)}`;

/** "Signing opens when the session starts at 11-25-2026 10:00 AM" (the facility's clock). */
export const signingOpensMessage = (window: SessionWindow): string =>
  `Signing opens when the session starts at ${instantLabel(window.signingOpensAt)}`;

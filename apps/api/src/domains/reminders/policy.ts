/**
 * Who may do what with reminders: everyone sets, lists and cancels their own, and sets one only on
 * what they may read (the subject's own rule, asked through the kernel's `authorizeSubject`).
 */
import type { RequestContext } from "../../context";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";

export type ReminderAction = "reminder:create" | "reminder:list" | "reminder:cancel";

/** What the rule reads of a reminder. */
export interface ReminderView {
  userId: string;
  firedAt: Date | null;
  cancelledAt: Date | null;
}

/** Why the caller may not cancel this reminder: someone else's or a cancelled one is answered as missing, a fired one is done. */
export function reminderDenial(
  ctx: Pick<RequestContext, "user">,
  _action: "reminder:cancel",
  reminder: ReminderView,
): Denial | null {
  if (reminder.userId !== ctx.user.id || reminder.cancelledAt !== null) return refuse.notFound("Reminder not found");
  return reminder.firedAt === null ? null : refuse.conflict("This reminder has already fired");
}

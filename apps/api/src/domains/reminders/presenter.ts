import type { Reminder } from "@hearth/schema";
import type { ReminderRow } from "../../db/schema";

export function presentReminder(r: ReminderRow): Reminder {
  return {
    id: r.id,
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    subjectLabel: r.subjectLabel,
    link: r.link,
    remindAt: r.remindAt.toISOString(),
    note: r.note,
    firedAt: r.firedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

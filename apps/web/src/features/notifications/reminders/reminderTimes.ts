import {
  calendarDayAt,
  combineDateAndTime,
  DATE_FORMAT,
  DateError,
  displayDate,
  displayTime,
  formatDate,
} from "../../../lib/dates";

/** The longest note a reminder may carry (schema/src/rest/reminders.ts ReminderBody). */
export const REMINDER_NOTE_MAX = 500;

/** The dialog's choices of when: three quick ones, or a date and time picked. */
export type ReminderChoice = "in15Minutes" | "in1Hour" | "tomorrowMorning" | "custom";

export const REMINDER_CHOICES: readonly { value: ReminderChoice; label: string }[] = [
  { value: "in15Minutes", label: "In 15 minutes" },
  { value: "in1Hour", label: "In 1 hour" },
  { value: "tomorrowMorning", label: "Tomorrow at 9:00 AM" },
  { value: "custom", label: "Pick a date and time" },
];

/** What the dialog holds: the choice, the picked date (YYYY-MM-DD) and time (HH:mm) in the user's zone, and the note. */
export interface ReminderDraft {
  choice: ReminderChoice;
  date: string;
  time: string;
  note: string;
}

const MINUTE = 60_000;

/** The instant a quick choice means, counted from `now`; "tomorrow" is the next calendar day in `zone`. */
export function quickChoiceTime(choice: Exclude<ReminderChoice, "custom">, now: Date, zone: string): string {
  switch (choice) {
    case "in15Minutes":
      return new Date(now.getTime() + 15 * MINUTE).toISOString();
    case "in1Hour":
      return new Date(now.getTime() + 60 * MINUTE).toISOString();
    case "tomorrowMorning":
      return calendarDayAt(now, 1, "09:00", zone);
  }
}

/** A fresh dialog: in 15 minutes, with the custom fields set to the next whole hour in `zone`. */
export function initialReminderDraft(now: Date, zone: string): ReminderDraft {
  const nextHour = new Date(Math.floor(now.getTime() / (60 * MINUTE)) * 60 * MINUTE + 60 * MINUTE);
  return {
    choice: "in15Minutes",
    date: formatDate(nextHour, DATE_FORMAT.sql, zone),
    time: formatDate(nextHour, DATE_FORMAT.time24, zone),
    note: "",
  };
}

/** Why the draft cannot be saved, by field; empty when it can. */
export interface ReminderDraftProblems {
  when?: string;
  note?: string;
}

/** The reminder a draft asks for, or what is wrong with it. The server checks again (a time to come, an item the user may see). */
export function reminderFromDraft(
  draft: ReminderDraft,
  now: Date,
  zone: string,
): { remindAt: string; note: string | null } | { problems: ReminderDraftProblems } {
  const problems: ReminderDraftProblems = {};
  let remindAt: string | undefined;
  if (draft.choice === "custom") {
    if (!draft.date || !draft.time) problems.when = "Choose a date and a time";
    else {
      try {
        remindAt = combineDateAndTime(draft.date, draft.time, zone);
        if (new Date(remindAt).getTime() <= now.getTime()) problems.when = "Choose a time in the future";
      } catch (error) {
        problems.when = error instanceof DateError ? error.message : "Invalid datetime format";
      }
    }
  } else {
    remindAt = quickChoiceTime(draft.choice, now, zone);
  }
  const note = draft.note.trim();
  if (note.length > REMINDER_NOTE_MAX) problems.note = `The note can be at most ${REMINDER_NOTE_MAX} characters`;
  if (problems.when || problems.note || !remindAt) return { problems };
  return { remindAt, note: note || null };
}

/** A reminder's time as the app shows times: `MM-DD-YYYY h:mm A` in the user's zone. */
export const reminderTimeText = (value: string, zone?: string): string =>
  `${displayDate(value, zone)} ${displayTime(value, zone)}`;

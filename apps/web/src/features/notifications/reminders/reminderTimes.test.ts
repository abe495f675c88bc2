import { describe, expect, it } from "vitest";
import { initialReminderDraft, quickChoiceTime, reminderFromDraft, reminderTimeText } from "./reminderTimes";
import type { ReminderDraft } from "./reminderTimes";

const LA = "America/Los_Angeles";
const at = (iso: string) => new Date(iso);
const draft = (overrides: Partial<ReminderDraft>): ReminderDraft => ({
  choice: "custom",
  date: "",
  time: "",
  note: "",
  ...overrides,
});

describe("quick choices", () => {
  const now = at("2026-11-23T22:25:10.000Z"); // 2:25 PM in Los Angeles
  it("counts 15 minutes and an hour from now", () => {
    expect(quickChoiceTime("in15Minutes", now, LA)).toBe("2026-11-23T22:40:10.000Z");
    expect(quickChoiceTime("in1Hour", now, LA)).toBe("2026-11-23T23:25:10.000Z");
  });
  it("Tomorrow at 9:00 AM is 9 in the morning of the next calendar day in the user's zone", () => {
    expect(quickChoiceTime("tomorrowMorning", now, LA)).toBe("2026-11-24T17:00:00.000Z");
    expect(reminderTimeText(quickChoiceTime("tomorrowMorning", now, LA), LA)).toBe("11-24-2026 9:00 AM");
  });
  it("across midnight: just before it means the next morning, just after it the morning after", () => {
    expect(quickChoiceTime("tomorrowMorning", at("2026-11-24T07:59:00.000Z"), LA)).toBe("2026-11-24T17:00:00.000Z"); // 11:59 PM on the 23rd
    expect(quickChoiceTime("tomorrowMorning", at("2026-11-24T08:01:00.000Z"), LA)).toBe("2026-11-25T17:00:00.000Z"); // 12:01 AM on the 24th
  });
  it("follows the user's zone, not UTC's date", () => {
    // 07:30 UTC on the 24th is already 4:30 PM on the 24th in Tokyo.
    expect(quickChoiceTime("tomorrowMorning", at("2026-11-24T07:30:00.000Z"), "Asia/Tokyo")).toBe(
      "2026-11-25T00:00:00.000Z",
    );
  });
  it("keeps 9:00 AM on the wall clock across a daylight-saving change", () => {
    // Noon PST on Saturday 03-07-2026; clocks go forward that night.
    expect(quickChoiceTime("tomorrowMorning", at("2026-03-07T20:00:00.000Z"), LA)).toBe("2026-03-08T16:00:00.000Z");
  });
});

describe("a fresh draft", () => {
  it("starts at In 15 minutes, with the picker at the next whole hour", () => {
    expect(initialReminderDraft(at("2026-11-23T22:25:10.000Z"), LA)).toEqual({
      choice: "in15Minutes",
      date: "2026-11-23",
      time: "15:00",
      note: "",
    });
  });
  it("rolls the picker into the next day at 11:30 PM", () => {
    expect(initialReminderDraft(at("2026-11-24T07:30:00.000Z"), LA)).toMatchObject({
      date: "2026-11-24",
      time: "00:00",
    });
  });
});

describe("the dialog's validation", () => {
  const now = at("2026-11-23T22:25:10.000Z");
  it("asks for both a date and a time when picking", () => {
    expect(reminderFromDraft(draft({ date: "2026-11-24" }), now, LA)).toEqual({
      problems: { when: "Choose a date and a time" },
    });
    expect(reminderFromDraft(draft({ time: "10:00" }), now, LA)).toEqual({
      problems: { when: "Choose a date and a time" },
    });
  });
  it("refuses a time that is not in the future", () => {
    expect(reminderFromDraft(draft({ date: "2026-11-23", time: "14:25" }), now, LA)).toEqual({
      problems: { when: "Choose a time in the future" },
    });
    expect(reminderFromDraft(draft({ date: "2026-11-22", time: "16:00" }), now, LA)).toEqual({
      problems: { when: "Choose a time in the future" },
    });
  });
  it("refuses a time that is no time", () => {
    expect(reminderFromDraft(draft({ date: "2026-11-24", time: "25:00" }), now, LA)).toEqual({
      problems: { when: "Invalid datetime format" },
    });
  });
  it("reads a picked date and time in the user's zone", () => {
    expect(reminderFromDraft(draft({ date: "2026-11-23", time: "14:26" }), now, LA)).toEqual({
      remindAt: "2026-11-23T22:26:00.000Z",
      note: null,
    });
    expect(reminderFromDraft(draft({ date: "2026-11-24", time: "09:00" }), now, "America/New_York")).toEqual({
      remindAt: "2026-11-24T14:00:00.000Z",
      note: null,
    });
  });
  it("allows a note of up to 500 characters, trimmed; a blank one is none", () => {
    expect(reminderFromDraft({ ...draft({}), choice: "in1Hour", note: `  ${"a".repeat(500)}  ` }, now, LA)).toEqual({
      remindAt: "2026-11-23T23:25:10.000Z",
      note: "a".repeat(500),
    });
    expect(reminderFromDraft({ ...draft({}), choice: "in1Hour", note: "a".repeat(501) }, now, LA)).toEqual({
      problems: { note: "The note can be at most 500 characters" },
    });
    expect(reminderFromDraft({ ...draft({}), choice: "in15Minutes", note: "   " }, now, LA)).toEqual({
      remindAt: "2026-11-23T22:40:10.000Z",
      note: null,
    });
  });
  it("tells every problem at once", () => {
    expect(reminderFromDraft(draft({ note: "a".repeat(501) }), now, LA)).toEqual({
      problems: { when: "Choose a date and a time", note: "The note can be at most 500 characters" },
    });
  });
});

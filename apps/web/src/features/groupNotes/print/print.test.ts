import { describe, expect, it } from "vitest";
import { clientCopyPath, printFilterFromParams, printParams } from "./printFilter";
import { attendanceLabel, checkInText, minutesText, signedAtText, timeSpanText } from "./signedNoteFormat";

describe("printFilterFromParams", () => {
  it("prefers one session, else a complete date range with an optional group", () => {
    expect(printFilterFromParams(new URLSearchParams("sessionId=s1&from=2026-11-01&to=2026-11-02"))).toEqual({
      sessionId: "s1",
    });
    expect(printFilterFromParams(new URLSearchParams("from=2026-11-01&to=2026-11-07"))).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
    });
    expect(printFilterFromParams(new URLSearchParams("from=2026-11-01&to=2026-11-07&groupId=g"))).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
      groupId: "g",
    });
  });

  it("is null when the address names neither, so the page asks", () => {
    expect(printFilterFromParams(new URLSearchParams(""))).toBeNull();
    expect(printFilterFromParams(new URLSearchParams("from=2026-11-01"))).toBeNull();
    expect(printFilterFromParams(new URLSearchParams("from=11-01-2026&to=11-02-2026"))).toBeNull();
    expect(printFilterFromParams(new URLSearchParams("sessionId=%20"))).toBeNull();
  });

  it("leaves an empty group out of the address", () => {
    expect(printParams({ from: "2026-11-01", to: "2026-11-02", groupId: "" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-02",
    });
    expect(printParams({ from: "2026-11-01", to: "2026-11-02", groupId: "g" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-02",
      groupId: "g",
    });
  });
});

describe("clientCopyPath", () => {
  it("is the note's §2 export route with the client as a parameter", () => {
    expect(clientCopyPath("n-1", "c 2")).toBe("/exportPrint/groupNotesExport/n-1?clientId=c+2");
  });
});

describe("signed note wording", () => {
  const pacific = "America/Los_Angeles";

  it("dates a signature with date, 12-hour time and the zone's name", () => {
    expect(signedAtText("2026-11-23T17:04:00Z", pacific)).toBe("11-23-2026 9:04 AM Pacific");
    expect(signedAtText("2026-11-23T17:04:00Z", "America/New_York")).toBe("11-23-2026 12:04 PM Eastern");
  });

  it("words times, minutes, check-ins and attendance", () => {
    expect(timeSpanText("2026-11-23T17:00:00Z", "2026-11-23T18:30:00Z", pacific)).toBe("9:00 AM – 10:30 AM");
    expect(minutesText(1)).toBe("1 minute");
    expect(minutesText(90)).toBe("90 minutes");
    expect(minutesText(null)).toBe("—");
    expect(checkInText("2026-11-23T17:04:00Z", "self", pacific)).toBe("9:04 AM (self)");
    expect(checkInText(null, null, pacific)).toBe("—");
    expect(attendanceLabel("left_early")).toBe("Left early");
    expect(attendanceLabel(null)).toBe("Not marked");
  });
});

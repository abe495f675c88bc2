import { describe, expect, it } from "vitest";
import { firstNameOf, formatDobInput, parseDob } from "./kioskDob";

describe("formatDobInput", () => {
  it("puts the dashes in as the digits arrive and ignores anything else", () => {
    expect(formatDobInput("0")).toBe("0");
    expect(formatDobInput("031")).toBe("03-1");
    expect(formatDobInput("0314")).toBe("03-14");
    expect(formatDobInput("03141")).toBe("03-14-1");
    expect(formatDobInput("03/14/1988")).toBe("03-14-1988");
    expect(formatDobInput("031419881234")).toBe("03-14-1988");
    expect(formatDobInput("ab")).toBe("");
  });
});

describe("parseDob", () => {
  it("turns MM-DD-YYYY into the server's YYYY-MM-DD", () => {
    expect(parseDob("03-14-1988")).toBe("1988-03-14");
    expect(parseDob("03/14/1988")).toBe("1988-03-14");
    expect(parseDob("03141988")).toBe("1988-03-14");
    expect(parseDob(" 12-31-1960 ")).toBe("1960-12-31");
    expect(parseDob("02-29-2000")).toBe("2000-02-29");
  });

  it("refuses incomplete and impossible dates instead of guessing", () => {
    expect(parseDob("03-14-88")).toBeNull();
    expect(parseDob("13-01-1990")).toBeNull();
    expect(parseDob("02-30-1990")).toBeNull();
    expect(parseDob("02-29-2001")).toBeNull();
    expect(parseDob("1988-03-14")).toBeNull();
    expect(parseDob("")).toBeNull();
  });
});

describe("firstNameOf", () => {
  it("keeps the first name of the kiosk's display name", () => {
    expect(firstNameOf("Maria G.")).toBe("Maria");
    expect(firstNameOf("  Ana ")).toBe("Ana");
  });
});

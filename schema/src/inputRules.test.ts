import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  LONE_SURROGATE_MESSAGE,
  NUL_MESSAGE,
  findLoneSurrogate,
  findNul,
  safeParseInput,
  textIssue,
} from "./inputRules";
import { ClientIntakeBody } from "./rest/clientIntake";
import { AdmissionBody } from "./rest/clientEpisodes";

describe("NUL characters in input", () => {
  it("are found in nested values and keys, by path", () => {
    expect(findNul({ a: "ok", b: [{ c: "x" }, { c: "y\u0000" }] })).toEqual(["b", 1, "c"]);
    expect(findNul({ a: { "k\u0000": 1 } })).toEqual(["a", "k\\u0000"]);
    expect(findNul("\u0000")).toEqual([]);
    expect(findNul("\u0000", ["note"])).toEqual(["note"]);
    expect(findNul({ a: "fine", n: 1, t: true, z: null, list: ["a", "b"] })).toBeNull();
    expect(findNul([{ a: "fine" }, "x\u0000", { "y\u0000": 1 }])).toEqual([1]);
  });

  it("walks a body nested thousands deep without overflowing the stack", () => {
    expect(findNul(JSON.parse("[".repeat(50_000) + "]".repeat(50_000)))).toBeNull();
    expect(findNul(JSON.parse("[".repeat(50_000) + '"\\u0000"' + "]".repeat(50_000)))).toHaveLength(50_000);
  });
});

describe("lone surrogates in input", () => {
  it("are found by path; whole pairs (emoji) pass", () => {
    expect(findLoneSurrogate({ a: ["ok 😀", { "k\ud800": 1 }] })).toEqual(["a", 1, "k\ud800"]);
    expect(findLoneSurrogate(["\udfffx"])).toEqual([0]);
    expect(findLoneSurrogate({ name: "Ana 😀" })).toBeNull();
  });
});

describe("text that cannot be stored", () => {
  it("is one issue at its field, NUL before a lone surrogate", () => {
    expect(textIssue({ a: "x\ud83d", b: "y\u0000" })).toMatchObject({ path: ["b"], message: NUL_MESSAGE });
    expect(textIssue("x\ud83d", ["note"])).toMatchObject({ path: ["note"], message: LONE_SURROGATE_MESSAGE });
    expect(textIssue({ a: "fine 😀" })).toBeNull();
  });
});

describe("a required field left empty", () => {
  const person = { firstName: "Ana", lastName: "Lopez", dateOfBirth: "1990-05-06", sexAssignedAtBirth: "female" };
  const intake = { ...person, locationId: "5b0e4c8e-8f7a-4f53-9d0c-0f6b1c2d3e4f" };
  const messages = (result: ReturnType<typeof safeParseInput>) =>
    result.success ? [] : result.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

  it("says it is required, once, instead of naming the format the empty text lacks", () => {
    expect(messages(safeParseInput(ClientIntakeBody, { ...intake, dateOfBirth: "" }))).toEqual([
      "dateOfBirth: is required",
    ]);
    expect(messages(safeParseInput(ClientIntakeBody, { ...intake, dateOfBirth: undefined }))).toEqual([
      "dateOfBirth: is required",
    ]);
    expect(messages(safeParseInput(AdmissionBody, { locationId: "", admissionDate: "", levelOfCare: "" }))).toEqual([
      "locationId: is required",
      "admissionDate: is required",
      "levelOfCare: is required",
    ]);
  });

  it("keeps the format's sentence for text that is not empty, and for a field that may be left out", () => {
    expect(messages(safeParseInput(ClientIntakeBody, { ...intake, dateOfBirth: "05/06/1990" }))[0]).toBe(
      "dateOfBirth: must be a date as YYYY-MM-DD",
    );
    const optionalDate = z.object({ from: z.iso.date({ message: "must be a date" }).optional() });
    expect(messages(safeParseInput(optionalDate, { from: "" }))).toEqual(["from: must be a date"]);
    expect(safeParseInput(optionalDate, {})).toEqual({ success: true, data: {} });
  });
});

describe("limits a schema does not word itself", () => {
  const body = z.object({
    title: z.string().trim().min(1).max(5),
    code: z.string().min(3).optional(),
    count: z.number().int().min(0).max(10),
    ids: z.array(z.string()).min(1).max(2),
  });
  const messages = (data: unknown) => {
    const result = safeParseInput(body, data);
    return result.success ? [] : result.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("read as sentences, in the words the forms use", () => {
    expect(messages({ title: "abcdefgh", code: "ab", count: 11, ids: ["a", "b", "c"] })).toEqual([
      "title: must be at most 5 characters",
      "code: must be at least 3 characters",
      "count: must be at most 10",
      "ids: must have at most 2",
    ]);
    expect(messages({ title: "  ", count: -1, ids: [] })).toEqual([
      "title: is required",
      "count: must be at least 0",
      "ids: must have at least one",
    ]);
  });

  it("give way to the schema's own message", () => {
    const own = z.object({ note: z.string().max(2, { message: "keep it short" }) });
    const result = safeParseInput(own, { note: "abc" });
    expect(result.success ? null : result.issues[0]!.message).toBe("keep it short");
  });
});

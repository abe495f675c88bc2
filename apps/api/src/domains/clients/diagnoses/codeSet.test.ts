import { beforeAll, describe, expect, it } from "vitest";
import { ICD10_CODE_PATTERN, dottedIcd10Code } from "@hearth/schema";
import { chapterOf, parseCodeSetFile, readShippedCodeSet } from "./codeSet";
import type { CodeSetEntry } from "./codeSet";
import { parseOrderFile } from "./orderFile";
import { codePrefixOf, wordsOf } from "./search";

let entries: CodeSetEntry[];
let byCode: Map<string, CodeSetEntry>;
beforeAll(async () => {
  entries = await readShippedCodeSet();
  byCode = new Map(entries.map((e) => [e.code, e]));
});

/** The code one level up: "F11.2" of "F11.20", "F11" of "F11.2"; null for a category. */
const parentOf = (code: string): string | null => {
  const bare = code.replace(".", "");
  return bare.length === 3 ? null : dottedIcd10Code(bare.slice(0, -1));
};
const billable = (code: string) => byCode.get(code)?.billable;

describe("the shipped ICD-10-CM code set", () => {
  it("has unique, well-formed codes, each with a description", () => {
    expect(entries.length).toBeGreaterThan(1000);
    expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
    expect(entries.filter((e) => !ICD10_CODE_PATTERN.test(e.code))).toEqual([]);
    expect(entries.filter((e) => e.description.trim() === "" || e.description !== e.description.trim())).toEqual([]);
  });

  it("is a tree: every code's heading is in it, headings have codes under them, billable codes are leaves", () => {
    const parents = new Set(entries.map((e) => parentOf(e.code)).filter(Boolean));
    expect(entries.filter((e) => parentOf(e.code) && !byCode.has(parentOf(e.code)!)).map((e) => e.code)).toEqual([]);
    expect(entries.filter((e) => e.billable && parents.has(e.code)).map((e) => e.code)).toEqual([]);
    expect(entries.filter((e) => !e.billable && !parents.has(e.code)).map((e) => e.code)).toEqual([]);
  });

  it("holds every category of chapter 5, F01–F99", () => {
    const categories = new Set(entries.filter((e) => e.code.startsWith("F")).map((e) => e.code.slice(0, 3)));
    const chapter5 = ["F01", "F02", "F03", "F04", "F05", "F06", "F07", "F09"]
      .concat(["F10", "F11", "F12", "F13", "F14", "F15", "F16", "F17", "F18", "F19"])
      .concat(["F20", "F21", "F22", "F23", "F24", "F25", "F28", "F29", "F30", "F31", "F32", "F33", "F34", "F39"])
      .concat(["F40", "F41", "F42", "F43", "F44", "F45", "F48", "F50", "F51", "F52", "F53", "F54", "F55", "F59"])
      .concat(["F60", "F63", "F64", "F65", "F66", "F68", "F69", "F70", "F71", "F72", "F73", "F78", "F79"])
      .concat(["F80", "F81", "F82", "F84", "F88", "F89", "F90", "F91", "F93", "F94", "F95", "F98", "F99"]);
    expect([...categories].sort()).toEqual(chapter5);
  });

  it("has every substance category F10–F19 with its uncomplicated and in-remission codes, billable", () => {
    for (const category of ["F10", "F11", "F12", "F13", "F14", "F15", "F16", "F18", "F19"]) {
      expect(billable(category), category).toBe(false);
      for (const leaf of ["10", "11", "20", "21", "90", "91"])
        expect(billable(`${category}.${leaf}`), `${category}.${leaf}`).toBe(true);
      expect(byCode.get(`${category}.20`)!.description).toMatch(/ dependence, uncomplicated$/);
      expect(byCode.get(`${category}.21`)!.description).toMatch(/ dependence, in remission$/);
    }
    for (const product of ["F17.20", "F17.21", "F17.22", "F17.29"]) {
      expect(billable(`${product}0`), `${product}0`).toBe(true);
      expect(byCode.get(`${product}1`)!.description).toMatch(/, in remission$/);
    }
    const named = ["F10.10", "F10.120", "F10.20", "F10.230", "F10.239", "F11.10", "F11.20", "F11.21", "F11.23"]
      .concat(["F11.90", "F12.20", "F13.20", "F13.239", "F14.20", "F15.20", "F16.20", "F17.200", "F17.210"])
      .concat(["F17.290", "F18.20", "F19.20", "F19.239"]);
    expect(named.filter((code) => billable(code) !== true)).toEqual([]);
  });

  it("carries the official descriptions", () => {
    expect(byCode.get("F11.20")?.description).toBe("Opioid dependence, uncomplicated");
    expect(byCode.get("F11.23")?.description).toBe("Opioid dependence with withdrawal");
    expect(byCode.get("F10.230")?.description).toBe("Alcohol dependence with withdrawal, uncomplicated");
    expect(byCode.get("F17.210")?.description).toBe("Nicotine dependence, cigarettes, uncomplicated");
    expect(byCode.get("Z79.891")?.description).toBe("Long term (current) use of opiate analgesic");
    expect(byCode.get("Z87.891")?.description).toBe("Personal history of nicotine dependence");
    expect(byCode.get("Z71.51")?.description).toBe("Drug abuse counseling and surveillance of drug abuser");
  });

  it("holds the Z codes behavioural health uses", () => {
    const z = ["Z03.89", "Z04.6", "Z13.30", "Z13.31", "Z13.39", "Z13.89", "Z59.01", "Z59.02", "Z59.41", "Z63.0"]
      .concat(["Z63.4", "Z63.72", "Z65.1", "Z69.11", "Z71.41", "Z71.42", "Z71.51", "Z71.52", "Z72.0", "Z79.891"])
      .concat(["Z86.59", "Z87.891", "Z91.120", "Z91.128", "Z91.148", "Z91.51", "Z91.52"]);
    expect(z.filter((code) => billable(code) !== true)).toEqual([]);
    for (const category of ["Z55", "Z56", "Z57", "Z58", "Z59", "Z60", "Z62", "Z63", "Z64", "Z65"])
      expect(billable(category), category).toBe(false);
  });
});

describe("chapterOf", () => {
  it("names the ICD-10-CM chapter of a code", () => {
    expect(chapterOf("F11.20")).toBe(5);
    expect(chapterOf("Z79.891")).toBe(21);
    expect(chapterOf("A00.0")).toBe(1);
    expect(chapterOf("H60.00")).toBe(8);
    expect(chapterOf("O9A.11")).toBe(15);
    expect(chapterOf("U07.1")).toBe(22);
    expect(chapterOf("W19")).toBe(20);
  });
});

describe("parseCodeSetFile", () => {
  it("refuses a line that is not code, billable and description", () => {
    const header = "code\tbillable\tdescription\n";
    expect(parseCodeSetFile(`${header}F11.20\t1\tOpioid dependence, uncomplicated\n`)).toEqual([
      { code: "F11.20", description: "Opioid dependence, uncomplicated", billable: true },
    ]);
    expect(() => parseCodeSetFile(`${header}F1120\t1\tOpioid dependence\n`)).toThrow(/line 2: "F1120"/);
    expect(() => parseCodeSetFile(`${header}F11.20\tyes\tOpioid dependence\n`)).toThrow(/billable/);
    expect(() => parseCodeSetFile(`${header}F11.20\t1\t \n`)).toThrow(/description is empty/);
    expect(() => parseCodeSetFile("F11.20\t1\tOpioid dependence\n")).toThrow(/header/);
  });
});

describe("parseOrderFile", () => {
  // Lines as the CMS file prints them: order number, code without its dot, header flag, short and long description.
  const fixture = [
    "05010 F01A11  1 Vascular dementia, mild, with agitation                      Vascular dementia, mild, with agitation",
    "05235 F11     0 Opioid related disorders                                     Opioid related disorders",
    "05254 F1120   1 Opioid dependence, uncomplicated                             Opioid dependence, uncomplicated",
    "05256 F11220  1 Opioid dependence with intoxication, uncomplicated           Opioid dependence with intoxication, uncomplicated",
    "05263 F11250  1 Opioid depend w opioid-induc psychotic disorder w delusions  Opioid dependence with opioid-induced psychotic disorder with delusions",
    "93560 Z79891  1 Long term (current) use of opiate analgesic                  Long term (current) use of opiate analgesic",
    "",
  ].join("\r\n");

  it("reads every code, dotted, with its long description and whether it is billable", () => {
    expect(parseOrderFile(fixture)).toEqual([
      { code: "F01.A11", description: "Vascular dementia, mild, with agitation", billable: true },
      { code: "F11", description: "Opioid related disorders", billable: false },
      { code: "F11.20", description: "Opioid dependence, uncomplicated", billable: true },
      { code: "F11.220", description: "Opioid dependence with intoxication, uncomplicated", billable: true },
      {
        code: "F11.250",
        description: "Opioid dependence with opioid-induced psychotic disorder with delusions",
        billable: true,
      },
      { code: "Z79.891", description: "Long term (current) use of opiate analgesic", billable: true },
    ]);
  });

  it("refuses a file that is not in the order-file layout, naming the line", () => {
    expect(() => parseOrderFile("F11.20,Opioid dependence, uncomplicated")).toThrow(
      /line 1: not in the CMS order-file layout/,
    );
    const badFlag = fixture.replace("F1120   1", "F1120   Y");
    expect(() => parseOrderFile(badFlag)).toThrow(/line 3: the header flag/);
    expect(() => parseOrderFile(`${fixture}\r\n${fixture}`)).toThrow(/F01.A11 appears twice/);
    expect(() => parseOrderFile("\n\n")).toThrow(/no codes/);
  });
});

describe("the search's reading of what was typed", () => {
  it("takes a code prefix with or without its dot, in any case", () => {
    expect(codePrefixOf("F11.2")).toBe("F11.2");
    expect(codePrefixOf("f112")).toBe("F11.2");
    expect(codePrefixOf("F11.")).toBe("F11");
    expect(codePrefixOf("opioid")).toBeNull();
    expect(codePrefixOf("opioid withdrawal")).toBeNull();
  });

  it("splits words on anything but letters and digits, so none is a wildcard", () => {
    expect(wordsOf("Opioid  withdrawal")).toEqual(["opioid", "withdrawal"]);
    expect(wordsOf("100%_of it")).toEqual(["100", "of", "it"]);
  });
});

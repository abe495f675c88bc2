/** The ICD-10-CM code set: shipped with the product, searched by staff, replaced by a CMS order file. */
import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { DiagnosisCode } from "@hearth/schema";
import { EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { diagnosisCodes } from "../../../db/schema";
import { rowsOf } from "../../../db/client";
import { clientChartTestKit } from "../test/clientChartTestKit";
import { ensureCodeSet, writeCodes } from "./codeSet";
import { parseOrderFile } from "./orderFile";

const { db, call } = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const search = async (who: string, query: string): Promise<DiagnosisCode[]> => {
  const response = await call(who, "GET", `diagnosis-codes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: DiagnosisCode[] }).results;
};

describe("the ICD-10-CM code set", () => {
  it("is filled from the shipped file as the API starts, chapter 5 and the Z codes included", async () => {
    const [count] = rowsOf<{ n: number }>(await db().execute(sql`SELECT count(*)::int AS n FROM diagnosis_codes`));
    expect(count!.n).toBeGreaterThan(1000);
    const [opioid] = await db().select().from(diagnosisCodes).where(eq(diagnosisCodes.code, "F11.20"));
    expect(opioid).toMatchObject({
      description: "Opioid dependence, uncomplicated",
      billable: true,
      chapter: 5,
      category: "F11",
    });
    // Filled once: a table holding codes is left as it is.
    expect(await ensureCodeSet(db())).toBe(0);
  });

  it("finds codes by the words of their description, every word, in any case", async () => {
    const opioid = await search("therapist", "q=opioid");
    expect(opioid.map((c) => c.code)).toContain("F11.20");
    // The plain codes a clinician means come first, not a rare complication.
    expect(opioid.slice(0, 5).map((c) => c.code)).toEqual(expect.arrayContaining(["F11.10", "F11.20"]));
    expect(opioid.every((c) => /opioid/i.test(c.description))).toBe(true);
    const withdrawal = await search("nurse", "q=OPIOID%20Withdrawal&limit=50");
    expect(withdrawal.map((c) => c.code)).toEqual(expect.arrayContaining(["F11.23", "F11.13", "F11.93"]));
    expect(withdrawal.map((c) => c.code)).not.toContain("F11.20");
    expect(withdrawal.every((c) => /opioid/i.test(c.description) && /withdrawal/i.test(c.description))).toBe(true);
    // Billable codes before headings, then in code order.
    const billable = withdrawal.filter((c) => c.billable).map((c) => c.code);
    expect(withdrawal.slice(0, billable.length).map((c) => c.code)).toEqual([...billable].sort());
  });

  it("finds codes by a code prefix, with or without the dot, those starting with it first", async () => {
    const prefix = await search("admissions", "q=F10.2&limit=50");
    expect(prefix.length).toBeGreaterThan(20);
    expect(prefix.every((c) => c.code.startsWith("F10.2"))).toBe(true);
    expect(prefix[0]!.code).toBe("F10.20");
    // The heading F10.2 is listed too, after every billable code.
    expect(prefix.findIndex((c) => c.code === "F10.2")).toBe(prefix.filter((c) => c.billable).length);
    expect((await search("bht", "q=f102&limit=50")).map((c) => c.code)).toEqual(prefix.map((c) => c.code));
    expect(await search("therapist", "q=Z79.89&limit=3")).toEqual([
      {
        code: "Z79.891",
        description: "Long term (current) use of opiate analgesic",
        billable: true,
        chapter: 21,
        category: "Z79",
      },
      {
        code: "Z79.899",
        description: "Other long term (current) drug therapy",
        billable: true,
        chapter: 21,
        category: "Z79",
      },
      {
        code: "Z79.89",
        description: "Other long term (current) drug therapy",
        billable: false,
        chapter: 21,
        category: "Z79",
      },
    ]);
    expect(await search("therapist", "q=xylophone")).toEqual([]);
    expect(await search("therapist", "q=100%25_%25")).toEqual([]);
  });

  it("takes a CMS order file over the shipped codes: new codes added, existing ones updated", async () => {
    const orderFile = [
      "00001 A000    1 Cholera due to Vibrio cholerae 01, biovar cholerae           Cholera due to Vibrio cholerae 01, biovar cholerae",
      "05254 F1120   1 Opioid dependence, uncomplicated                             Opioid dependence, uncomplicated",
    ].join("\r\n");
    try {
      expect(
        await writeCodes(db(), parseOrderFile(orderFile), "CMS ICD-10-CM order file icd10cm_order_2026.txt", {
          replace: true,
        }),
      ).toBe(2);
      const rows = await db()
        .select()
        .from(diagnosisCodes)
        .where(inArray(diagnosisCodes.code, ["A00.0", "F11.20"]));
      expect(rows.map((r) => [r.code, r.chapter, r.category, r.source])).toEqual([
        ["A00.0", 1, "A00", "CMS ICD-10-CM order file icd10cm_order_2026.txt"],
        ["F11.20", 5, "F11", "CMS ICD-10-CM order file icd10cm_order_2026.txt"],
      ]);
      expect((await search("therapist", "q=cholerae")).map((c) => c.code)).toEqual(["A00.0"]);
    } finally {
      await db().delete(diagnosisCodes).where(eq(diagnosisCodes.code, "A00.0"));
    }
  });

  it("is searched by staff only; the query is checked", async () => {
    const get = (who: string, query: string) => call(who, "GET", `diagnosis-codes?${query}`);
    expect((await get("client", "q=opioid")).statusCode).toBe(403);
    expect((await get("", "q=opioid")).statusCode).toBe(401);
    const empty = await get("therapist", "q=%20");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/^q: /);
    expect((await get("therapist", "q=opioid&limit=500")).json().error.message).toMatch(/^limit: /);
    expect(await search("therapist", "q=opioid&limit=2")).toHaveLength(2);
  });
});

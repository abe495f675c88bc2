import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PART2_REDISCLOSURE_NOTICE, facilityToday } from "@hearth/schema";
import type { ClientConsent, ClientDisclosure } from "@hearth/schema";
import { activityLog, clientConsents } from "../../../db/schema";
import { consentBody, consentTestKit } from "./test/consentTestKit";

const kit = consentTestKit();
const { db, call, riversideClient, addConsent, disclose, disclosuresOf } = kit;

describe("a client's Part 2 consents", () => {
  it("records a consent as signed, lists it with its status, and logs both", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo);
    expect(consent).toMatchObject({
      recipientName: "Dr. Alex Rivera",
      categories: ["diagnosis", "medications", "attendance"],
      status: "active",
      signer: "client",
      revokedOn: null,
      createdBy: { fullname: "Theo Ramirez" },
    });
    const listed = await call("nurse", "GET", `clients/${client.mrNo}/consents`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { results: ClientConsent[] }).results.map((c) => c.id)).toEqual([consent.id]);
    await kit.api().api.deps.relay.flush();
    expect(
      kit
        .api()
        .events.filter(
          (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "consents",
        ),
    ).toHaveLength(1);
    const lines = await db()
      .select({ action: activityLog.action, outcome: activityLog.outcome })
      .from(activityLog)
      .where(eq(activityLog.subjectId, client.mrNo));
    expect(lines).toEqual(
      expect.arrayContaining([
        { action: "client:consents_update", outcome: "success" },
        { action: "client:consents_read", outcome: "success" },
      ]),
    );
  });

  it("refuses a consent without what Part 2 requires: 400 naming the field, nothing saved", async () => {
    const client = await riversideClient();
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ categories: [] }, /^categories: must name at least one kind of information/],
      [{ categories: ["diagnosis", "diagnosis"] }, /^categories: names a category more than once/],
      [{ categories: ["psychotherapy_notes"] }, /^categories\.0: must be one of/],
      [{ categories: ["other"] }, /^otherInformation: must describe the other information/],
      [{ expiresOn: null, expiryEvent: null }, /^expiresOn: a consent must expire: give a date or an event/],
      [{ expiresOn: null, expiryEvent: "court" }, /^expiryEvent: must be one of discharge, other/],
      [{ expiresOn: null, expiryEvent: "other" }, /^expiryEventDescription: must describe the event that ends/],
      [
        { expiresOn: null, expiryEvent: "discharge", expiryEventDescription: "At discharge" },
        /^expiryEventDescription: describes another event only/,
      ],
      [{ expiresOn: "2026-10-01" }, /^expiresOn: must not be before the date it was signed/],
      [{ signedOn: "2099-01-01", expiresOn: "2099-12-31" }, /^signedOn: must not be in the future/],
      [{ recipientName: "  " }, /^recipientName: is required/],
      [{ purpose: "x".repeat(1001) }, /^purpose: must be at most 1000 characters/],
      [{ signer: "friend" }, /^signer: must be client or guardian/],
      [{ signedBy: "Casey\u0000" }, /NUL/],
    ];
    for (const [patch, message] of refusals) {
      const response = await call("therapist", "POST", `clients/${client.mrNo}/consents`, consentBody(patch));
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await db().select().from(clientConsents).where(eq(clientConsents.clientId, client.id))).toEqual([]);
    // An event alone is an expiry (discharge, or another one in words), and "other" with its description is a category.
    const byEvent = await addConsent(client.mrNo, {
      expiresOn: null,
      expiryEvent: "other",
      expiryEventDescription: "When the court case closes",
      categories: ["other"],
      otherInformation: "Court-ordered attendance letters",
    });
    expect(byEvent).toMatchObject({
      status: "active",
      expiresOn: null,
      expiryEvent: "other",
      expiryEventDescription: "When the court case closes",
      endedOn: null,
    });
    const byDischarge = await addConsent(client.mrNo, { expiresOn: null, expiryEvent: "discharge" });
    expect(byDischarge).toMatchObject({ status: "active", expiryEvent: "discharge", expiryEventDescription: null });
  });

  it("is read by every staff role of the location, recorded by record keepers; others 403, elsewhere 404", async () => {
    const client = await riversideClient();
    for (const who of ["nurse", "admissions", "supervisor"])
      expect((await call(who, "GET", `clients/${client.mrNo}/consents`)).statusCode).toBe(200);
    expect((await call("nurse", "POST", `clients/${client.mrNo}/consents`, consentBody())).statusCode).toBe(403);
    expect((await call("nurse2", "GET", `clients/${client.mrNo}/consents`)).statusCode).toBe(404);
    expect((await call("nurse2", "POST", `clients/${client.mrNo}/consents`, consentBody())).statusCode).toBe(404);
    expect((await call("client", "GET", `clients/${client.mrNo}/disclosures`)).statusCode).toBe(404);
    await addConsent(client.mrNo, {}, "admissions");
    const consent = await addConsent(client.mrNo, {}, "supervisor");
    expect(
      (
        await call("nurse", "POST", `clients/${client.mrNo}/consents/${consent.id}/revoke`, {
          revokedOn: facilityToday(),
          note: "Letter",
        })
      ).statusCode,
    ).toBe(403);
    expect((await disclose(client.mrNo, { consentId: consent.id }, "nurse")).statusCode).toBe(403);
    expect(await disclosuresOf(client.id)).toEqual([]);
  });
});

describe("revoking a consent", () => {
  it("takes the client's written revocation, once; the consent reads revoked from that day", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo);
    const url = `clients/${client.mrNo}/consents/${consent.id}/revoke`;
    expect((await call("therapist", "POST", url, { revokedOn: facilityToday(), note: "" })).statusCode).toBe(400);
    const early = await call("therapist", "POST", url, { revokedOn: "2026-11-01", note: "Letter" });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe("revokedOn: must not be before the consent was signed (11-02-2026)");
    const revoked = await call("therapist", "POST", url, {
      revokedOn: facilityToday(),
      note: "Client's signed letter, scanned into documents",
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().results).toMatchObject({
      status: "revoked",
      revokedOn: facilityToday(),
      revocationNote: "Client's signed letter, scanned into documents",
      revokedBy: { fullname: "Theo Ramirez" },
    });
    const again = await call("supervisor", "POST", url, { revokedOn: facilityToday(), note: "Again" });
    expect(again.statusCode).toBe(409);
    const other = await riversideClient();
    expect(
      (
        await call("therapist", "POST", `clients/${other.mrNo}/consents/${consent.id}/revoke`, {
          revokedOn: facilityToday(),
          note: "Letter",
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("recording a disclosure", () => {
  it("under an active consent that covers it: stored with the Part 2 notice, listed in the accounting, logged", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo);
    const response = await disclose(client.mrNo, {
      consentId: consent.id,
      categories: ["diagnosis", "medications"],
      description: "Diagnosis list and current medications, 2 pages",
      method: "fax",
    });
    expect(response.statusCode, response.body).toBe(201);
    const disclosure = (response.json() as { results: ClientDisclosure }).results;
    expect(disclosure).toMatchObject({
      consentId: consent.id,
      recipientName: "Dr. Alex Rivera",
      recipientOrganization: "Harbor Primary Care",
      categories: ["diagnosis", "medications"],
      method: "fax",
      disclosedBy: { fullname: "Theo Ramirez" },
      notice: PART2_REDISCLOSURE_NOTICE,
    });
    const accounting = await call("admissions", "GET", `clients/${client.mrNo}/disclosures`);
    expect((accounting.json() as { results: ClientDisclosure[] }).results).toEqual([disclosure]);
    const [stored] = await disclosuresOf(client.id);
    expect(stored!.notice).toBe(PART2_REDISCLOSURE_NOTICE);
    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:disclose"), eq(activityLog.subjectId, client.mrNo)));
    expect(line).toMatchObject({
      outcome: "success",
      details: expect.objectContaining({ disclosureId: disclosure.id }),
    });
  });

  it("is refused without a valid consent, with a sentence, and saves nothing", async () => {
    const client = await riversideClient();
    const expired = await addConsent(client.mrNo, { signedOn: "2026-01-05", expiresOn: "2026-02-01" });
    expect(expired.status).toBe("expired");
    const revoked = await addConsent(client.mrNo, { recipientName: "County Probation" });
    await call("therapist", "POST", `clients/${client.mrNo}/consents/${revoked.id}/revoke`, {
      revokedOn: facilityToday(),
      note: "Revoked in writing at the front desk",
    });
    const narrow = await addConsent(client.mrNo, { recipientName: "Harbor IOP", categories: ["attendance"] });
    const otherClient = await riversideClient();
    const foreign = await addConsent(otherClient.mrNo);

    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [
        { consentId: expired.id },
        409,
        /^The consent to Dr\. Alex Rivera expired on 02-01-2026: ask the client for a new one\.$/,
      ],
      [
        { consentId: revoked.id },
        409,
        /^The consent to County Probation was revoked on .*: nothing may be disclosed under it/,
      ],
      [
        { consentId: expired.id, disclosedOn: "2026-01-01" },
        409,
        /was signed on 01-05-2026, after the disclosure date/,
      ],
      [
        { consentId: narrow.id, categories: ["attendance", "diagnosis", "lab_results"] },
        400,
        /^categories: the consent does not allow disclosing diagnosis, lab and toxicology results$/,
      ],
      [{ consentId: foreign.id }, 400, /^consentId: must be a consent of this client$/],
      [{ consentId: crypto.randomUUID() }, 400, /^consentId: must be a consent of this client$/],
      [{ consentId: narrow.id, categories: [] }, 400, /^categories: must name at least one/],
      [{ consentId: narrow.id, method: "carrier pigeon" }, 400, /^method: must be one of/],
      [{ consentId: narrow.id, disclosedOn: "2099-01-01" }, 400, /^disclosedOn: must not be in the future/],
    ];
    for (const [patch, status, message] of refusals) {
      const response = await disclose(client.mrNo, patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(status);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await disclosuresOf(client.id)).toEqual([]);

    // Within the consent's life it was valid: a late entry of a disclosure made then is accepted.
    expect((await disclose(client.mrNo, { consentId: expired.id, disclosedOn: "2026-01-20" })).statusCode).toBe(201);
    // "All records" covers every category.
    const all = await addConsent(client.mrNo, { categories: ["all_records"] });
    expect(
      (await disclose(client.mrNo, { consentId: all.id, categories: ["progress_notes", "discharge_summary"] }))
        .statusCode,
    ).toBe(201);
    expect(await disclosuresOf(client.id)).toHaveLength(2);
  });

  it("and a revocation at the same moment: the disclosure is recorded before it or refused after it", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo);
    const [disclosed, revoked] = await Promise.all([
      disclose(client.mrNo, { consentId: consent.id }),
      call("supervisor", "POST", `clients/${client.mrNo}/consents/${consent.id}/revoke`, {
        revokedOn: facilityToday(),
        note: "Phoned, then confirmed in writing",
      }),
    ]);
    expect(revoked.statusCode).toBe(200);
    expect([201, 409]).toContain(disclosed.statusCode);
    expect(await disclosuresOf(client.id)).toHaveLength(disclosed.statusCode === 201 ? 1 : 0);
  });

  it("by two staff at once under one consent: both recorded, each once, each in the accounting and the log", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo);
    const since = new Date();
    const answers = await Promise.all([
      disclose(client.mrNo, { consentId: consent.id, method: "fax" }, "therapist"),
      disclose(client.mrNo, { consentId: consent.id, method: "mail" }, "supervisor"),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const stored = await disclosuresOf(client.id);
    expect(stored.map((d) => d.method).sort()).toEqual(["fax", "mail"]);
    const listed = await call("nurse", "GET", `clients/${client.mrNo}/disclosures`);
    expect((listed.json() as { results: ClientDisclosure[] }).results).toHaveLength(2);
    const lines = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, client.mrNo), eq(activityLog.action, "client:disclose")));
    expect(lines.filter((l) => l.createdAt >= since && l.outcome === "success")).toHaveLength(2);
  });
});

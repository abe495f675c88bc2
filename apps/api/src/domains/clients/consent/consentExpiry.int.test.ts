/** Consents that end with an event (discharge, or another event staff record), not on a date. */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { facilityToday } from "@hearth/schema";
import type { ClientConsent } from "@hearth/schema";
import { activityLog, clientConsents } from "../../../db/schema";
import { dateText } from "../episodes/checks";
import { consentTestKit } from "./test/consentTestKit";

const kit = consentTestKit();
const { db, call, riversideClient, addConsent, disclose, disclosuresOf } = kit;

describe("a consent that ends with an event", () => {
  const COURT = { expiresOn: null, expiryEvent: "other", expiryEventDescription: "When the court case closes" };
  const discharge = (mrNo: string) =>
    call("supervisor", "POST", `clients/${mrNo}/discharge`, {
      dischargeDate: facilityToday(),
      dischargeType: "planned",
      reason: "Completed the program",
    });
  const consentsOf = async (mrNo: string) => {
    const response = await call("therapist", "GET", `clients/${mrNo}/consents`);
    return new Map((response.json() as { results: ClientConsent[] }).results.map((c) => [c.id, c]));
  };
  const occurred = (mrNo: string, consentId: string, body: object, who = "therapist") =>
    call(who, "POST", `clients/${mrNo}/consents/${consentId}/event-occurred`, body);

  it("on discharge: each consent in force that ends with it expires (not revoked), a dated one stays in force", async () => {
    const client = await riversideClient();
    const onDischarge = await addConsent(client.mrNo, {
      recipientName: "Harbor IOP",
      expiresOn: null,
      expiryEvent: "discharge",
    });
    const dated = await addConsent(client.mrNo);
    const court = await addConsent(client.mrNo, { recipientName: "County Court", ...COURT });
    const revoked = await addConsent(client.mrNo, {
      recipientName: "County Probation",
      expiresOn: null,
      expiryEvent: "discharge",
    });
    await call("therapist", "POST", `clients/${client.mrNo}/consents/${revoked.id}/revoke`, {
      revokedOn: "2026-11-05",
      note: "The client's signed letter",
    });
    const stayingClient = await riversideClient();
    const elsewhere = await addConsent(stayingClient.mrNo, { expiresOn: null, expiryEvent: "discharge" });

    expect((await discharge(client.mrNo)).statusCode).toBe(200);

    const after = await consentsOf(client.mrNo);
    expect(after.get(onDischarge.id)).toMatchObject({
      status: "expired",
      endedOn: facilityToday(),
      endReason: "Client discharged",
      endedBy: { fullname: "Dana Whitfield" },
      revokedOn: null,
      revocationNote: null,
    });
    expect(after.get(dated.id)).toMatchObject({ status: "active", endedOn: null });
    expect(after.get(court.id)).toMatchObject({ status: "active", endedOn: null });
    expect(after.get(revoked.id)).toMatchObject({ status: "revoked", revokedOn: "2026-11-05", endedOn: null });
    expect((await consentsOf(stayingClient.mrNo)).get(elsewhere.id)).toMatchObject({ status: "active" });

    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:discharge"), eq(activityLog.subjectId, client.mrNo)))
      .then((lines) => lines.filter((l) => (l.details as { change?: string }).change === "expired"));
    expect(line).toMatchObject({
      outcome: "success",
      details: expect.objectContaining({ reason: "Client discharged", consentIds: [onDischarge.id] }),
    });
    await kit.api().api.deps.relay.flush();
    expect(
      kit
        .api()
        .events.some(
          (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "consents",
        ),
    ).toBe(true);
  });

  it("after discharge nothing is disclosed under it, nor can it be revoked or its event recorded again", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo, {
      recipientName: "Harbor IOP",
      expiresOn: null,
      expiryEvent: "discharge",
    });
    // Before the discharge a disclosure is recorded as usual.
    expect((await disclose(client.mrNo, { consentId: consent.id, disclosedOn: "2026-11-20" })).statusCode).toBe(201);
    expect((await discharge(client.mrNo)).statusCode).toBe(200);

    const refused = await disclose(client.mrNo, { consentId: consent.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `The consent to Harbor IOP expired on ${dateText(facilityToday())} (Client discharged): ask the client for a new one.`,
    );
    expect(await disclosuresOf(client.id)).toHaveLength(1);
    const revoke = await call("therapist", "POST", `clients/${client.mrNo}/consents/${consent.id}/revoke`, {
      revokedOn: facilityToday(),
      note: "Letter",
    });
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().error.message).toMatch(/^This consent already expired on .* \(Client discharged\)$/);
    expect((await occurred(client.mrNo, consent.id, { occurredOn: facilityToday(), note: "Left" })).statusCode).toBe(
      409,
    );
    const [row] = await db().select().from(clientConsents).where(eq(clientConsents.id, consent.id));
    expect(row).toMatchObject({ revokedOn: null, endReason: "Client discharged" });
  });

  it("another event: staff record that it occurred; the consent expired that day, not revoked", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo, { recipientName: "County Court", ...COURT });
    const refusals: [object, RegExp][] = [
      [{ occurredOn: "2099-01-01", note: "Case closed" }, /^occurredOn: must not be in the future/],
      [{ occurredOn: "11-20-2026", note: "Case closed" }, /^occurredOn: /],
      [{ occurredOn: "2026-11-20", note: "  " }, /^note: is required/],
      [{ occurredOn: "2026-11-20", note: "x".repeat(2001) }, /^note: must be at most 2000 characters/],
      [
        { occurredOn: "2026-11-01", note: "Case closed" },
        /^occurredOn: must not be before the consent was signed \(11-02-2026\)$/,
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await occurred(client.mrNo, consent.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await consentsOf(client.mrNo)).get(consent.id)).toMatchObject({ status: "active", endedOn: null });

    const recorded = await occurred(client.mrNo, consent.id, {
      occurredOn: "2026-11-20",
      note: "The court closed the case; the order is in documents",
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().results).toMatchObject({
      status: "expired",
      endedOn: "2026-11-20",
      endReason: "The court closed the case; the order is in documents",
      endedBy: { fullname: "Theo Ramirez" },
      revokedOn: null,
    });
    // A disclosure made before the event stays allowed; from the day it happened it is refused.
    expect((await disclose(client.mrNo, { consentId: consent.id, disclosedOn: "2026-11-19" })).statusCode).toBe(201);
    const late = await disclose(client.mrNo, { consentId: consent.id, disclosedOn: "2026-11-20" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/^The consent to County Court expired on 11-20-2026 \(The court closed/);

    const again = await occurred(client.mrNo, consent.id, { occurredOn: facilityToday(), note: "Again" }, "supervisor");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^This consent already expired on 11-20-2026/);
    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:consents_update"), eq(activityLog.subjectId, client.mrNo)))
      .then((lines) => lines.filter((l) => (l.details as { change?: string }).change === "expired"));
    expect(line).toMatchObject({ outcome: "success", details: expect.objectContaining({ consentId: consent.id }) });
  });

  it("is recorded only on a consent in force that ends with another event: 409 otherwise, nothing changed", async () => {
    const client = await riversideClient();
    const dated = await addConsent(client.mrNo);
    const onDischarge = await addConsent(client.mrNo, { expiresOn: null, expiryEvent: "discharge" });
    const expired = await addConsent(client.mrNo, { ...COURT, signedOn: "2026-01-05", expiresOn: "2026-02-01" });
    const revoked = await addConsent(client.mrNo, COURT);
    await call("therapist", "POST", `clients/${client.mrNo}/consents/${revoked.id}/revoke`, {
      revokedOn: facilityToday(),
      note: "Letter",
    });
    const conflicts: [string, RegExp][] = [
      [dated.id, /^This consent ends on 12-31-2027, not with an event\.$/],
      [onDischarge.id, /^This consent ends with the client's discharge/],
      [expired.id, /^This consent expired on 02-01-2026: it is no longer in force\.$/],
      [revoked.id, /^This consent was revoked on .*: it is no longer in force\.$/],
    ];
    for (const [consentId, message] of conflicts) {
      const response = await occurred(client.mrNo, consentId, { occurredOn: facilityToday(), note: "Case closed" });
      expect(response.statusCode, consentId).toBe(409);
      expect(response.json().error.message).toMatch(message);
    }
    const rows = await db().select().from(clientConsents).where(eq(clientConsents.clientId, client.id));
    expect(rows.map((r) => r.endedOn)).toEqual([null, null, null, null]);
  });

  it("is recorded by record keepers; others 403, another location or another client's consent 404", async () => {
    const client = await riversideClient();
    const consent = await addConsent(client.mrNo, COURT);
    const body = { occurredOn: facilityToday(), note: "Case closed" };
    expect((await occurred(client.mrNo, consent.id, body, "nurse")).statusCode).toBe(403);
    expect((await occurred(client.mrNo, consent.id, body, "nurse2")).statusCode).toBe(404);
    expect((await occurred(client.mrNo, consent.id, body, "client")).statusCode).toBe(404);
    const other = await riversideClient();
    expect((await occurred(other.mrNo, consent.id, body)).statusCode).toBe(404);
    expect((await occurred(client.mrNo, crypto.randomUUID(), body)).statusCode).toBe(404);
    expect((await consentsOf(client.mrNo)).get(consent.id)).toMatchObject({ status: "active" });
    expect((await occurred(client.mrNo, consent.id, body, "admissions")).statusCode).toBe(200);
  });
});

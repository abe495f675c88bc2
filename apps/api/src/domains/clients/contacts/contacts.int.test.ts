import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ClientContact } from "@hearth/schema";
import { EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { activityLog, clientContacts } from "../../../db/schema";
import type { Method } from "../test/clientChartTestKit";
import { clientChartTestKit } from "../test/clientChartTestKit";

const kit = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const { api, ids, db, riversideClient } = kit;
/** A request under `/api/auth/clients/`. */
const call = (who: string, method: Method, url: string, payload?: object) =>
  kit.call(who, method, `clients/${url}`, payload);
const mother = { name: "Maria Lopez", relationship: "Parent", phone: "(555) 010-2233", emergencyContact: true };
const listOf = async (who: string, mrNo: string, query = ""): Promise<ClientContact[]> => {
  const response = await call(who, "GET", `${mrNo}/family-members${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: ClientContact[] }).results;
};

describe("a client's contacts", () => {
  it("a therapist adds an emergency contact; may-be-contacted is off unless said; every staff role reads it", async () => {
    const client = await riversideClient();
    const added = await call("therapist", "POST", `${client.mrNo}/add-member`, { ...mother, email: "" });
    expect(added.statusCode).toBe(201);
    expect(added.json().results).toMatchObject({
      name: "Maria Lopez",
      relationship: "Parent",
      phone: "(555) 010-2233",
      email: null,
      emergencyContact: true,
      legalGuardian: false,
      mayContact: false,
      createdBy: { id: ids("therapist") },
      removedAt: null,
    });
    for (const who of ["nurse", "physician", "bht", "admissions", "admin"])
      expect((await listOf(who, client.mrNo)).map((c) => c.name)).toEqual(["Maria Lopez"]);
    const reads = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:contacts_read"), eq(activityLog.subjectId, client.mrNo)));
    expect(reads.filter((r) => r.outcome === "success")).toHaveLength(5);
    await api().api.deps.relay.flush();
    expect(
      api().events.some(
        (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "contacts",
      ),
    ).toBe(true);
  });

  it("is changed by admins, supervisors, therapists and admissions; other roles 403, other locations and portal 404", async () => {
    const client = await riversideClient();
    for (const who of ["nurse", "physician", "bht"])
      expect((await call(who, "POST", `${client.mrNo}/add-member`, mother)).statusCode).toBe(403);
    expect((await call("nurse2", "POST", `${client.mrNo}/add-member`, mother)).statusCode).toBe(404);
    expect((await call("nurse2", "GET", `${client.mrNo}/family-members`)).statusCode).toBe(404);
    expect((await call("client", "GET", `${client.mrNo}/family-members`)).statusCode).toBe(404);
    expect((await call("admin", "GET", "NOPE-404/family-members")).statusCode).toBe(404);
    expect(await listOf("admin", client.mrNo)).toEqual([]);
    for (const [i, who] of ["admin", "supervisor", "therapist", "admissions"].entries())
      expect(
        (await call(who, "POST", `${client.mrNo}/add-member`, { ...mother, name: `Contact ${i}` })).statusCode,
      ).toBe(201);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:contacts_update"),
          eq(activityLog.subjectId, client.mrNo),
          eq(activityLog.outcome, "denied"),
        ),
      );
    expect(denied).toHaveLength(4);
  });

  it("edits a contact in full, remembering who changed it", async () => {
    const client = await riversideClient();
    const { id } = (await call("admissions", "POST", `${client.mrNo}/add-member`, mother)).json().results;
    const changed = await call("supervisor", "PUT", `${client.mrNo}/family-members/${id}`, {
      ...mother,
      relationship: "Guardian",
      legalGuardian: true,
      mayContact: true,
      address: "12 Elm Street, Springfield",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().results).toMatchObject({
      relationship: "Guardian",
      legalGuardian: true,
      mayContact: true,
      address: "12 Elm Street, Springfield",
      createdBy: { id: ids("admissions") },
      updatedBy: { id: ids("supervisor") },
    });
    const [line] = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:contacts_update"),
          eq(activityLog.subjectId, client.mrNo),
          eq(activityLog.actorId, ids("supervisor")),
        ),
      );
    expect(line!.details).toMatchObject({ change: "updated", contactId: id });
    expect((line!.details as { changed: string[] }).changed.sort()).toEqual([
      "address",
      "legalGuardian",
      "mayContact",
      "relationship",
    ]);
    // A contact of another client is not found through this chart.
    const other = await riversideClient();
    expect((await call("admin", "PUT", `${other.mrNo}/family-members/${id}`, mother)).statusCode).toBe(404);
  });

  it("removes softly: gone from the list, kept in the history with who and when, never changed again", async () => {
    const client = await riversideClient();
    const { id } = (await call("therapist", "POST", `${client.mrNo}/add-member`, mother)).json().results;
    const removed = await call("therapist", "DELETE", `${client.mrNo}/family-members/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(await listOf("nurse", client.mrNo)).toEqual([]);
    const history = await listOf("nurse", client.mrNo, "?includeRemoved=true");
    expect(history).toEqual([
      expect.objectContaining({
        id,
        name: "Maria Lopez",
        removedBy: expect.objectContaining({ id: ids("therapist") }),
      }),
    ]);
    expect(Date.parse(history[0]!.removedAt!)).not.toBeNaN();
    expect((await db().select().from(clientContacts).where(eq(clientContacts.id, id))).length).toBe(1);
    expect((await call("therapist", "DELETE", `${client.mrNo}/family-members/${id}`)).statusCode).toBe(409);
    expect((await call("therapist", "PUT", `${client.mrNo}/family-members/${id}`, mother)).statusCode).toBe(409);
    // Once removed, the same person may be listed again.
    expect((await call("therapist", "POST", `${client.mrNo}/add-member`, mother)).statusCode).toBe(201);
    expect((await call("therapist", "DELETE", `${client.mrNo}/family-members/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
  });

  it("refuses a second entry of the same person, also when two people add them at once", async () => {
    const client = await riversideClient();
    const [a, b] = await Promise.all([
      call("therapist", "POST", `${client.mrNo}/add-member`, mother),
      call("supervisor", "POST", `${client.mrNo}/add-member`, { ...mother, name: "maria lopez" }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect((a!.statusCode === 409 ? a! : b!).json().error.message).toMatch(/already listed as parent/);
    expect((await listOf("admin", client.mrNo)).length).toBe(1);
    // Another relationship is another entry (a parent who is also the guardian is one contact with both flags, though).
    expect(
      (await call("therapist", "POST", `${client.mrNo}/add-member`, { ...mother, relationship: "Sponsor" })).statusCode,
    ).toBe(201);
  });

  it("answers bad input with 400 naming the field, and saves nothing", async () => {
    const client = await riversideClient();
    const bad: [object, RegExp][] = [
      [{ ...mother, name: "  " }, /^name: must not be empty/],
      [{ ...mother, name: "x".repeat(201) }, /^name: must be at most 200/],
      [{ ...mother, email: "maria at example" }, /^email: must be an e-mail address/],
      [{ ...mother, phone: "call me" }, /^phone: must be a phone number/],
      [{ ...mother, phone: "" }, /^phone: an emergency contact needs a phone number/],
      [{ ...mother, notes: "fine\u0000; DROP TABLE clients" }, /NUL/],
      [{ ...mother, mayContact: "yes" }, /^mayContact: /],
      [{ ...mother, relationship: undefined }, /^relationship: /],
    ];
    for (const [payload, message] of bad) {
      const response = await call("therapist", "POST", `${client.mrNo}/add-member`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await call("therapist", "PUT", `${client.mrNo}/family-members/not-an-id`, mother)).statusCode).toBe(400);
    expect((await call("therapist", "GET", `${client.mrNo}/family-members?includeRemoved=maybe`)).statusCode).toBe(400);
    expect(await db().select().from(clientContacts).where(eq(clientContacts.clientId, client.id))).toEqual([]);
  });
});

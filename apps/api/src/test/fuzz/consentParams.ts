/**
 * The path parameters of a client's consents and of emergency chart access: an active consent of the
 * walk's client, and a waiting request for emergency access to another Riverside client by a
 * clinician of Hillcrest who calls nothing (so that no caller of the walk ever holds a grant).
 */
import { and, eq } from "drizzle-orm";
import type { WalkFixtures } from "@hearth/testing";
import { buildClient, buildClinician } from "@hearth/testing";
import { chartAccessGrants, clientConsents, clients, users } from "../../db/schema";
import { DEMO_DOMAIN } from "../../db/seedData";

/** A consent of the walk's client that allows every disclosure until 2099 (or, with `endsWithEvent`, until a court case closes). */
export async function buildWalkConsent(
  f: WalkFixtures,
  recipientName = "Harbor Primary Care",
  o: { endsWithEvent?: boolean } = {},
): Promise<string> {
  const db = f.t.api.deps.db;
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, f.params["clients/:mrNo"]!), eq(clients.organizationId, f.org.organizationId)));
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.email, `admin@${DEMO_DOMAIN}`));
  if (!client || !admin) throw new Error("The walk's client and the admin should exist");
  const [consent] = await db
    .insert(clientConsents)
    .values({
      organizationId: client.organizationId,
      clientId: client.id,
      recipientName,
      purpose: "Coordination of care",
      categories: ["all_records"],
      ...(o.endsWithEvent
        ? { expiresOn: null, expiryEvent: "other" as const, expiryEventDescription: "When the court case closes" }
        : { expiresOn: "2099-12-31" }),
      signedOn: "2026-11-01",
      signedBy: `${client.firstName} ${client.lastName}`,
      signer: "client",
      createdBy: admin.id,
    })
    .returning();
  return consent!.id;
}

/** A request for emergency access to a new Riverside client by someone of Hillcrest, in `status`. */
export async function buildAccessRequest(f: WalkFixtures, status: "pending" | "approved" = "pending"): Promise<string> {
  const db = f.t.api.deps.db;
  const client = await buildClient(db, { organizationId: f.org.organizationId, locationId: f.org.riverside });
  const requester = await buildClinician(db, { organizationId: f.org.organizationId, locationIds: [f.org.hillcrest] });
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.email, `admin@${DEMO_DOMAIN}`));
  const approved =
    status === "approved"
      ? { decidedBy: admin!.id, decidedAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) }
      : {};
  const [request] = await db
    .insert(chartAccessGrants)
    .values({
      organizationId: f.org.organizationId,
      clientId: client.id,
      requesterId: requester.id,
      reason: "Client arrived at Hillcrest in crisis; the medication list is needed now.",
      status,
      ...approved,
    })
    .returning();
  return request!.id;
}

export async function consentParams(f: WalkFixtures): Promise<Record<string, string>> {
  return { "consents/:consentId": await buildWalkConsent(f), "requests/:id": await buildAccessRequest(f) };
}

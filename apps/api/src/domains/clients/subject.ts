/** A client as the subject of a task or a reminder, named by MR number and seen by staff of the client's location. */
import { and, eq } from "drizzle-orm";
import { clientIdentityText } from "@hearth/schema";
import { clients } from "../../db/schema";
import type { ClientRow } from "../../db/schema";
import { refuse } from "../../authz/decision";
import { defineSubject } from "../../authz/subjects";
import { canClient } from "./policy";

/**
 * "James Anderson · HRT-000101 · DOB 01-01-1960": a client named so that a namesake cannot be
 * mistaken for them. Stored with the reminder or task, so without the age, which would go stale.
 */
export const clientSubjectLabel = (c: {
  firstName: string;
  lastName: string;
  mrNo: string;
  dateOfBirth: string;
}): string =>
  clientIdentityText({ fullname: `${c.firstName} ${c.lastName}`.trim(), mrNo: c.mrNo, dateOfBirth: c.dateOfBirth });

export const clientSubject = defineSubject<ClientRow>({
  type: "client",
  name: "Client",
  words: "this client",
  readAction: "client:read",
  load: async (db, organizationId, mrNo) => {
    const [row] = await db
      .select()
      .from(clients)
      .where(and(eq(clients.mrNo, mrNo), eq(clients.organizationId, organizationId)));
    return row ?? null;
  },
  locationOf: (client) => client.locationId,
  denial: (viewer, _action, client) =>
    canClient(viewer, "client:read", client) ? null : refuse.notFound("not_in_scope"),
  describe: async (_db, client) => ({
    label: clientSubjectLabel(client),
    link: `/clients/${encodeURIComponent(client.mrNo)}`,
  }),
});

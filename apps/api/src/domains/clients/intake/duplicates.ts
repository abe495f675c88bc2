/** Clients of the organization who may be the person at intake: the same name (any case) and date of birth. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { ClientDuplicate } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clients, locations } from "../../../db/schema";
import { reachesLocation } from "../../../authz/principal";

export interface Identity {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/**
 * Every client of the caller's organization with this name and date of birth, at any of its locations:
 * a second record of one person is a risk wherever the first is kept. Whether the caller may open each
 * chart is said with it; the web links only those.
 */
export async function findDuplicates(
  db: Db,
  ctx: Pick<RequestContext, "organizationId" | "isAdmin" | "locationIds">,
  who: Identity,
): Promise<(ClientDuplicate & { id: string })[]> {
  // As the clients_identity_idx index reads them.
  const rows = await db
    .select({ client: clients, locationName: locations.name })
    .from(clients)
    .innerJoin(locations, eq(locations.id, clients.locationId))
    .where(
      and(
        eq(clients.organizationId, ctx.organizationId),
        eq(sql`lower(${clients.lastName})`, who.lastName.trim().toLowerCase()),
        eq(sql`lower(${clients.firstName})`, who.firstName.trim().toLowerCase()),
        eq(clients.dateOfBirth, who.dateOfBirth),
      ),
    )
    .orderBy(asc(clients.mrNo));
  return rows.map(({ client, locationName }) => ({
    id: client.id,
    mrNo: client.mrNo,
    firstName: client.firstName,
    lastName: client.lastName,
    fullname: `${client.firstName} ${client.lastName}`.trim(),
    dateOfBirth: client.dateOfBirth,
    status: client.status,
    location: { id: client.locationId, name: locationName },
    inYourLocations: reachesLocation(ctx, client.locationId),
  }));
}

/** A match as the API answers it (the client's id stays in the audit line). */
export const presentDuplicate = ({ id: _id, ...duplicate }: ClientDuplicate & { id: string }): ClientDuplicate =>
  duplicate;

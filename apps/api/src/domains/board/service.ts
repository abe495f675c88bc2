/** Reading a location's live board: its own staff (admins anywhere in the organization), newest first. */
import { and, desc, eq, lt } from "drizzle-orm";
import type { BoardEntry, BoardQuery, LocationBoard, LocationRef } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { forbidden, notFound } from "../../errors";
import { locationBoardEntries, locations, users } from "../../db/schema";
import type { LocationBoardEntryRow } from "../../db/schema";
import { fullnameOf } from "../clinicians/presenter";

/** Staff who work at the location see its board; clients never do. */
export const canViewBoard = (ctx: Pick<RequestContext, "isStaff" | "isAdmin" | "locationIds">, locationId: string): boolean =>
  ctx.isStaff && (ctx.isAdmin || ctx.locationIds.includes(locationId));

async function boardLocation(deps: Deps, ctx: RequestContext, locationId: string): Promise<LocationRef> {
  if (!ctx.isStaff) throw forbidden("The live board is for staff");
  const [location] = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, ctx.organizationId)));
  if (!location) throw notFound("Location");
  if (!canViewBoard(ctx, locationId)) throw forbidden("The live board of a location is for the staff who work there");
  return location;
}

function presentEntry(row: LocationBoardEntryRow, actor: { firstName: string; lastName: string } | null): BoardEntry {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, actorName: actor ? fullnameOf(actor) : null, createdAt: row.createdAt.toISOString() };
}

const entryColumns = { entry: locationBoardEntries, actorFirstName: users.firstName, actorLastName: users.lastName };
type EntryRow = { entry: LocationBoardEntryRow; actorFirstName: string | null; actorLastName: string | null };
const present = (r: EntryRow) => presentEntry(r.entry, r.actorFirstName === null ? null : { firstName: r.actorFirstName, lastName: r.actorLastName ?? "" });

export async function readBoard(deps: Deps, ctx: RequestContext, locationId: string, query: z.output<typeof BoardQuery>): Promise<LocationBoard> {
  const location = await boardLocation(deps, ctx, locationId);
  const rows = await deps.db
    .select(entryColumns)
    .from(locationBoardEntries)
    .leftJoin(users, eq(users.id, locationBoardEntries.actorId))
    .where(and(eq(locationBoardEntries.locationId, locationId), query.before ? lt(locationBoardEntries.createdAt, new Date(query.before)) : undefined))
    .orderBy(desc(locationBoardEntries.createdAt), desc(locationBoardEntries.id))
    .limit(query.limit + 1);
  return { location, entries: rows.slice(0, query.limit).map(present), hasOlder: rows.length > query.limit };
}

/** One entry, for a live subscriber: asked with their own credentials, so access is checked per event. */
export async function readBoardEntry(deps: Deps, ctx: RequestContext, locationId: string, entryId: string): Promise<BoardEntry> {
  await boardLocation(deps, ctx, locationId);
  const [row] = await deps.db
    .select(entryColumns)
    .from(locationBoardEntries)
    .leftJoin(users, eq(users.id, locationBoardEntries.actorId))
    .where(and(eq(locationBoardEntries.id, entryId), eq(locationBoardEntries.locationId, locationId)));
  if (!row) throw notFound("Board entry");
  return present(row);
}

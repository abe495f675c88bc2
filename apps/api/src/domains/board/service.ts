/**
 * Reading a location's live board: its own staff (admins anywhere in the organization), newest first.
 * Every read — a page, or one line fetched for a live subscriber — is in the activity log with the
 * clients its lines are about; so is every refusal.
 */
import { and, desc, eq, lt } from "drizzle-orm";
import type { BoardEntry, BoardQuery, LocationBoard, LocationRef } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { forbidden, notFound } from "../../errors";
import type { AppError } from "../../errors";
import { locationBoardEntries, locations, users } from "../../db/schema";
import type { LocationBoardEntryRow } from "../../db/schema";
import { recordActivity, shownClientIds } from "../activityLog/service";
import { fullnameOf } from "../../kernel/refs";

/** Staff who work at the location see its board; clients never do. */
export const canViewBoard = (
  ctx: Pick<RequestContext, "isStaff" | "isAdmin" | "locationIds">,
  locationId: string,
): boolean => ctx.isStaff && (ctx.isAdmin || ctx.locationIds.includes(locationId));

const logRead = (
  deps: Deps,
  ctx: RequestContext,
  locationId: string,
  ip: string,
  outcome: "success" | "denied",
  details: Record<string, unknown>,
) =>
  recordActivity(deps.db, {
    actor: ctx,
    action: "board:read",
    outcome,
    subjectType: "board",
    subjectId: locationId,
    ip,
    details,
  });

/** The board's location when the caller may read it; else the refusal, logged. */
async function boardLocation(deps: Deps, ctx: RequestContext, locationId: string, ip: string): Promise<LocationRef> {
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await logRead(deps, ctx, locationId, ip, "denied", { reason });
    throw error;
  };
  if (!ctx.isStaff) return refuse("not_staff", forbidden("The live board is for staff"));
  const [location] = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, ctx.organizationId)));
  if (!location) return refuse("not_found", notFound("Location"));
  if (!canViewBoard(ctx, locationId))
    return refuse("not_in_scope", forbidden("The live board of a location is for the staff who work there"));
  return location;
}

function presentEntry(row: LocationBoardEntryRow, actor: { firstName: string; lastName: string } | null): BoardEntry {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    actorName: actor ? fullnameOf(actor) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const entryColumns = { entry: locationBoardEntries, actorFirstName: users.firstName, actorLastName: users.lastName };
type EntryRow = { entry: LocationBoardEntryRow; actorFirstName: string | null; actorLastName: string | null };
const present = (r: EntryRow) =>
  presentEntry(
    r.entry,
    r.actorFirstName === null ? null : { firstName: r.actorFirstName, lastName: r.actorLastName ?? "" },
  );

export async function readBoard(
  deps: Deps,
  ctx: RequestContext,
  locationId: string,
  query: z.output<typeof BoardQuery>,
  ip: string,
): Promise<LocationBoard> {
  const location = await boardLocation(deps, ctx, locationId, ip);
  const rows = await deps.db
    .select(entryColumns)
    .from(locationBoardEntries)
    .leftJoin(users, eq(users.id, locationBoardEntries.actorId))
    .where(
      and(
        eq(locationBoardEntries.locationId, locationId),
        query.before ? lt(locationBoardEntries.createdAt, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(locationBoardEntries.createdAt), desc(locationBoardEntries.id))
    .limit(query.limit + 1);
  const shown = rows.slice(0, query.limit);
  await logRead(deps, ctx, locationId, ip, "success", {
    filter: query,
    returned: shown.map((r) => r.entry.id),
    clientIds: shownClientIds(shown.flatMap((r) => r.entry.clientIds)),
  });
  return { location, entries: shown.map(present), hasOlder: rows.length > query.limit };
}

/** One entry, for a live subscriber: asked with their own credentials, so access is checked per event. */
export async function readBoardEntry(
  deps: Deps,
  ctx: RequestContext,
  locationId: string,
  entryId: string,
  ip: string,
): Promise<BoardEntry> {
  await boardLocation(deps, ctx, locationId, ip);
  const [row] = await deps.db
    .select(entryColumns)
    .from(locationBoardEntries)
    .leftJoin(users, eq(users.id, locationBoardEntries.actorId))
    .where(and(eq(locationBoardEntries.id, entryId), eq(locationBoardEntries.locationId, locationId)));
  if (!row) throw notFound("Board entry");
  await logRead(deps, ctx, locationId, ip, "success", { entryId, clientIds: shownClientIds(row.entry.clientIds) });
  return present(row);
}

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
import { notFound } from "../../errors";
import { authorize, authorizeCaller } from "../../authz/authorize";
import { locationBoardEntries, locations, users } from "../../db/schema";
import type { LocationBoardEntryRow } from "../../db/schema";
import { recordActivity, shownClientIds } from "../activityLog/service";
import { fullnameOf } from "../../kernel/refs";
import { boardDenial, canBoard } from "./policy";

const logRead = (deps: Deps, ctx: RequestContext, locationId: string, details: Record<string, unknown>) =>
  recordActivity(deps.db, {
    actor: ctx,
    action: "board:read",
    outcome: "success",
    subjectType: "board",
    subjectId: locationId,
    details,
  });

/** The board's location when the caller may read it; else the refusal, logged. */
async function boardLocation(deps: Deps, ctx: RequestContext, locationId: string): Promise<LocationRef> {
  await authorizeCaller(deps.db, ctx, "board:read", canBoard, {
    subjectId: locationId,
    message: "The live board is for staff",
  });
  const [location] = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), ctx.scope.organization(locations.organizationId)));
  return authorize<LocationRef>(deps.db, ctx, "board:read", {
    subjectType: "board",
    subjectName: "Location",
    subjectId: locationId,
    resource: location ?? null,
    denial: boardDenial,
  });
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
): Promise<LocationBoard> {
  const location = await boardLocation(deps, ctx, locationId);
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
  await logRead(deps, ctx, locationId, {
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
): Promise<BoardEntry> {
  await boardLocation(deps, ctx, locationId);
  const [row] = await deps.db
    .select(entryColumns)
    .from(locationBoardEntries)
    .leftJoin(users, eq(users.id, locationBoardEntries.actorId))
    .where(and(eq(locationBoardEntries.id, entryId), eq(locationBoardEntries.locationId, locationId)));
  if (!row) throw notFound("Board entry");
  await logRead(deps, ctx, locationId, { entryId, clientIds: shownClientIds(row.entry.clientIds) });
  return present(row);
}

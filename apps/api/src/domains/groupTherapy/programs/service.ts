/** Programs (organization-wide or of one location) and rooms, scoped to the caller's organization. */
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type {
  Program,
  ProgramBody,
  ProgramListQuery,
  ProgramUpdateBody,
  Room,
  RoomBody,
  RoomListQuery,
} from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { locations, programs, rooms } from "../../../db/schema";
import { authorizeCaller } from "../../../authz/authorize";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, notFound, validationFailed } from "../../../errors";
import { recordActivity } from "../../activityLog/service";
import { isUniqueViolation } from "../../../kernel/pgErrors";
import { canProgram } from "./policy";
import type { ProgramAction } from "./policy";
import { presentProgram, presentRoom } from "./presenter";

const authorize = (deps: Deps, ctx: RequestContext, action: ProgramAction, subjectId?: string) =>
  authorizeCaller(deps.db, ctx, action, canProgram, { subjectId });

/** A location of the caller's organization, or a 400 naming the field. */
export async function checkLocation(
  db: Db,
  organizationId: string,
  locationId: string,
  field = "locationId",
): Promise<void> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId)));
  if (!row) throw validationFailed(`${field}: unknown location`);
}

/** Runs a write, turning the name's unique index into a 409. */
async function uniqueName<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${what} with this name already exists`);
    throw error;
  }
}

/** Programs of the organization; staff other than admins see the organization-wide ones and those of their locations. */
export async function listPrograms(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ProgramListQuery>,
): Promise<Program[]> {
  await authorize(deps, ctx, "program:list");
  const rows = await deps.db
    .select()
    .from(programs)
    .where(
      and(
        ctx.scope.organization(programs.organizationId),
        or(isNull(programs.locationId), ctx.scope.locations(programs.locationId)),
        q.locationId ? or(isNull(programs.locationId), eq(programs.locationId, q.locationId)) : undefined,
        q.active === undefined ? undefined : eq(programs.active, q.active),
      ),
    )
    .orderBy(asc(programs.name));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "program:list",
    outcome: "success",
    subjectType: "program",
    details: { filter: q, returned: rows.length },
  });
  return rows.map(presentProgram);
}

export async function createProgram(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof ProgramBody>,
): Promise<Program> {
  await authorize(deps, ctx, "program:create");
  if (body.locationId) await checkLocation(deps.db, ctx.organizationId, body.locationId);
  const row = await uniqueName("A program", () =>
    transact(deps, async (tx) => {
      const [created] = await tx
        .insert(programs)
        .values({
          organizationId: ctx.organizationId,
          name: body.name,
          locationId: body.locationId ?? null,
          levelOfCare: body.levelOfCare ?? null,
          active: body.active ?? true,
        })
        .returning();
      await recordActivity(tx, {
        actor: ctx,
        action: "program:create",
        outcome: "success",
        subjectType: "program",
        subjectId: created!.id,
        details: { name: body.name },
      });
      return created!;
    }),
  );
  return presentProgram(row);
}

export async function updateProgram(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: z.output<typeof ProgramUpdateBody>,
): Promise<Program> {
  await authorize(deps, ctx, "program:update", id);
  const [existing] = await deps.db
    .select()
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.organizationId, ctx.organizationId)));
  if (!existing) throw notFound("Program");
  if (body.locationId) await checkLocation(deps.db, ctx.organizationId, body.locationId);
  const row = await uniqueName("A program", () =>
    transact(deps, async (tx) => {
      const [updated] = await tx.update(programs).set(body).where(eq(programs.id, id)).returning();
      await recordActivity(tx, {
        actor: ctx,
        action: "program:update",
        outcome: "success",
        subjectType: "program",
        subjectId: id,
        details: { changed: Object.keys(body) },
      });
      return updated!;
    }),
  );
  return presentProgram(row);
}

/** Rooms of the organization, limited to the caller's locations unless they are an admin. */
export async function listRooms(deps: Deps, ctx: RequestContext, q: z.output<typeof RoomListQuery>): Promise<Room[]> {
  await authorize(deps, ctx, "room:list");
  const rows = await deps.db
    .select()
    .from(rooms)
    .where(
      and(
        ctx.scope.organization(rooms.organizationId),
        ctx.scope.locations(rooms.locationId),
        q.locationId ? eq(rooms.locationId, q.locationId) : undefined,
      ),
    )
    .orderBy(asc(rooms.name));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "room:list",
    outcome: "success",
    subjectType: "room",
    details: { filter: q, returned: rows.length },
  });
  return rows.map(presentRoom);
}

export async function createRoom(deps: Deps, ctx: RequestContext, body: z.output<typeof RoomBody>): Promise<Room> {
  await authorize(deps, ctx, "room:create");
  await checkLocation(deps.db, ctx.organizationId, body.locationId);
  const row = await uniqueName("A room at this location", () =>
    transact(deps, async (tx) => {
      const [created] = await tx
        .insert(rooms)
        .values({
          organizationId: ctx.organizationId,
          locationId: body.locationId,
          name: body.name,
          capacity: body.capacity ?? null,
        })
        .returning();
      await recordActivity(tx, {
        actor: ctx,
        action: "room:create",
        outcome: "success",
        subjectType: "room",
        subjectId: created!.id,
        details: { name: body.name },
      });
      return created!;
    }),
  );
  return presentRoom(row);
}

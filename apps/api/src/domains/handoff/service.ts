/**
 * A handoff board's history: its shift records, newest first, and one shift with who wrote what —
 * a record, or the shift in progress read from the live board. Whoever may not open the board gets
 * a 404, as the board itself answers; every read, print and refusal is in the activity log.
 */
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { handoffDocumentName } from "@hearth/schema";
import type {
  HandoffHistory,
  HandoffShiftPrint,
  HandoffShiftView,
  LocationRef,
  Outcome,
  RenderedContent,
} from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { handoffShiftContributors, handoffShiftRecords, locations } from "../../db/schema";
import type { HandoffShiftRecordRow } from "../../db/schema";
import { notFound } from "../../errors";
import { authorize } from "../../authz/authorize";
import { recordActivity } from "../activityLog/service";
import { loadStateAtOnce } from "../collabDocuments/service";
import { printHeaders } from "../../kernel/printHeader";
import { attributeBoard, contributorsBetween, shiftStartVector } from "./board";
import type { ContributorRow } from "./board";
import { handoffDenial } from "./policy";
import type { HandoffAction } from "./policy";
import { authorIdsOf, peopleById, presentBlocks, presentContributors, presentShift } from "./presenter";
import { shiftAt, shiftById, shiftOf } from "./shifts";
import type { Shift } from "./shifts";

interface Audit {
  action: HandoffAction;
  details: Record<string, unknown>;
}

const audit = (
  deps: Deps,
  ctx: RequestContext,
  locationId: string,
  a: Audit,
  outcome: Exclude<Outcome, "denied">,
  details: Record<string, unknown> = {},
) =>
  recordActivity(deps.db, {
    actor: ctx,
    action: a.action,
    outcome,
    subjectType: "document",
    subjectId: handoffDocumentName(locationId),
    details: { ...a.details, ...details },
  });

/** The board's location, for a caller the board's own rule lets in; else 404, logged with what was asked. */
async function openBoard(deps: Deps, ctx: RequestContext, locationId: string, a: Audit): Promise<LocationRef> {
  const [location] = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), ctx.scope.organization(locations.organizationId)));
  return authorize<LocationRef>(deps.db, ctx, a.action, {
    subjectType: "document",
    subjectName: "Handoff board",
    subjectId: handoffDocumentName(locationId),
    resource: location ?? null,
    denial: handoffDenial,
    details: a.details,
  });
}

export async function readHistory(
  deps: Deps,
  ctx: RequestContext,
  locationId: string,
  query: { page: number; pageSize: number },
): Promise<HandoffHistory> {
  const a: Audit = { action: "handoff:history", details: { page: query.page } };
  const location = await openBoard(deps, ctx, locationId, a);
  const { db } = deps;
  const documentName = handoffDocumentName(locationId);
  const ofBoard = eq(handoffShiftRecords.locationId, locationId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: handoffShiftRecords.id,
        date: handoffShiftRecords.shiftDate,
        shift: handoffShiftRecords.shift,
        recordedAt: handoffShiftRecords.recordedAt,
      })
      .from(handoffShiftRecords)
      .where(ofBoard)
      .orderBy(desc(handoffShiftRecords.startsAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(handoffShiftRecords).where(ofBoard),
  ]);
  const contributorRows = rows.length
    ? await db
        .select()
        .from(handoffShiftContributors)
        .where(
          inArray(
            handoffShiftContributors.recordId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(handoffShiftContributors.firstEditAt, handoffShiftContributors.userId)
    : [];
  const current = query.page === 1 ? await currentShift(deps, locationId, documentName) : null;
  const people = await peopleById(db, [
    ...contributorRows.map((row) => row.userId),
    ...(current?.contributors.map((row) => row.userId) ?? []),
  ]);
  await audit(deps, ctx, locationId, a, "success");
  return {
    location,
    current:
      current &&
      presentShift(current.shift, {
        inProgress: true,
        recordedAt: null,
        contributors: presentContributors(current.contributors, people),
      }),
    shifts: {
      results: rows.map((row) => {
        const contributors = contributorRows.filter((c) => c.recordId === row.id);
        return presentShift(shiftOf(row.date, row.shift), {
          inProgress: false,
          recordedAt: row.recordedAt,
          contributors: presentContributors(contributors, people),
        });
      }),
      total: Number(totals?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}

/** The shift on the clock now and who has written in it so far, unless it is recorded already. */
async function currentShift(
  deps: Deps,
  locationId: string,
  documentName: string,
): Promise<{ shift: Shift; contributors: ContributorRow[] } | null> {
  const shift = shiftAt(new Date());
  if (await recordOf(deps, locationId, shift)) return null;
  return { shift, contributors: await contributorsBetween(deps.db, documentName, shift.startsAt, shift.endsAt) };
}

async function recordOf(deps: Deps, locationId: string, shift: Shift): Promise<HandoffShiftRecordRow | undefined> {
  const [record] = await deps.db
    .select()
    .from(handoffShiftRecords)
    .where(and(eq(handoffShiftRecords.locationId, locationId), eq(handoffShiftRecords.startsAt, shift.startsAt)));
  return record;
}

/** One shift of the board: its record, or the shift in progress from the live board; 404 for a shift without either. */
export async function readShift(
  deps: Deps,
  ctx: RequestContext,
  locationId: string,
  shiftId: string,
): Promise<HandoffShiftView> {
  const a: Audit = { action: "handoff:read_shift", details: { shiftId } };
  const location = await openBoard(deps, ctx, locationId, a);
  const view = await shiftView(deps, ctx, location, shiftId, a);
  await audit(deps, ctx, locationId, a, "success");
  return view;
}

/** The same for paper, with the print header; the print is logged with its time, which the header shows. */
export async function printShift(
  deps: Deps,
  ctx: RequestContext,
  locationId: string,
  shiftId: string,
): Promise<HandoffShiftPrint> {
  const printedAt = new Date();
  const a: Audit = { action: "handoff:print", details: { shiftId, printedAt: printedAt.toISOString() } };
  const location = await openBoard(deps, ctx, locationId, a);
  const view = await shiftView(deps, ctx, location, shiftId, a);
  const header = (await printHeaders(deps.db, ctx, [locationId], printedAt))(locationId);
  await audit(deps, ctx, locationId, a, "success");
  return { ...view, header };
}

async function shiftView(
  deps: Deps,
  ctx: RequestContext,
  location: LocationRef,
  shiftId: string,
  a: Audit,
): Promise<HandoffShiftView> {
  const shift = shiftById(shiftId);
  const record = shift && (await recordOf(deps, location.id, shift));
  if (shift && record) return recordView(deps, location, shift, record);
  if (shift && shift.id === shiftAt(new Date()).id) return liveView(deps, location, shift);
  await audit(deps, ctx, location.id, a, "failure", { code: "not_found" });
  throw notFound("Handoff shift record");
}

async function recordView(
  deps: Deps,
  location: LocationRef,
  shift: Shift,
  record: HandoffShiftRecordRow,
): Promise<HandoffShiftView> {
  const contributors = await deps.db
    .select()
    .from(handoffShiftContributors)
    .where(eq(handoffShiftContributors.recordId, record.id))
    .orderBy(handoffShiftContributors.firstEditAt, handoffShiftContributors.userId);
  const people = await peopleById(deps.db, [...contributors.map((c) => c.userId), ...authorIdsOf(record.attribution)]);
  const content: RenderedContent | null =
    record.contentJson === null
      ? null
      : {
          json: record.contentJson,
          html: record.contentHtml ?? "",
          text: record.contentText ?? "",
          empty: record.contentEmpty ?? true,
        };
  return {
    location,
    shift: presentShift(shift, {
      inProgress: false,
      recordedAt: record.recordedAt,
      contributors: presentContributors(contributors, people),
    }),
    content,
    blocks: presentBlocks(record.attribution, people),
  };
}

/** The shift in progress: the live board's stored state, attributed against the end of the last record. */
async function liveView(deps: Deps, location: LocationRef, shift: Shift): Promise<HandoffShiftView> {
  const documentName = handoffDocumentName(location.id);
  const state = await loadStateAtOnce(deps.db, documentName);
  const since = await shiftStartVector(deps.db, location.id, documentName, shift, state);
  const [{ rendered, blocks }, contributors] = await Promise.all([
    attributeBoard(deps.db, documentName, state, since),
    contributorsBetween(deps.db, documentName, shift.startsAt, shift.endsAt),
  ]);
  const people = await peopleById(deps.db, [...contributors.map((c) => c.userId), ...authorIdsOf(blocks)]);
  return {
    location,
    shift: presentShift(shift, {
      inProgress: true,
      recordedAt: null,
      contributors: presentContributors(contributors, people),
    }),
    content: { json: rendered.json, html: rendered.html, text: rendered.text, empty: rendered.empty },
    blocks: presentBlocks(blocks, people),
  };
}

/** The event policy as SQL, so a page and its counts are computed in the database. */
import { and, arrayContained, arrayContains, arrayOverlaps, eq, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { StaffRole } from "@hearth/schema";
import type { RequestContext } from "../../context";
import { orgEvents } from "../../db/schema";

const noLocations = sql`cardinality(${orgEvents.audienceLocationIds}) = 0`;

/** SQL of `inEventAudience` (schema/src/policy/events.ts). */
export function inAudienceSql(ctx: RequestContext): SQL {
  if (!ctx.isStaff) return sql`false`;
  // Someone with no location is at none of an audience's (and an empty array parameter has no type on PostgreSQL).
  const atMyLocations = ctx.locationIds.length
    ? arrayOverlaps(orgEvents.audienceLocationIds, ctx.locationIds)
    : sql`false`;
  return or(
    eq(orgEvents.audienceKind, "all_staff"),
    and(eq(orgEvents.audienceKind, "locations"), atMyLocations),
    and(
      eq(orgEvents.audienceKind, "roles"),
      arrayContains(orgEvents.audienceRoles, [ctx.role as StaffRole]),
      or(noLocations, atMyLocations),
    ),
  )!;
}

/** SQL of `maySeeEvent` (schema/src/policy/events.ts), within the caller's organization. */
export function visibleSql(ctx: RequestContext): SQL {
  const org = eq(orgEvents.organizationId, ctx.organizationId);
  if (ctx.isAdmin) return org;
  if (ctx.role === "supervisor" && ctx.locationIds.length) {
    const manages = and(
      ne(orgEvents.audienceKind, "all_staff"),
      sql`cardinality(${orgEvents.audienceLocationIds}) > 0`,
      arrayContained(orgEvents.audienceLocationIds, ctx.locationIds),
    );
    return and(org, or(inAudienceSql(ctx), manages))!;
  }
  return and(org, inAudienceSql(ctx))!;
}

/** The event policy as SQL, so a page and its counts are computed in the database. */
import { and, arrayContains, eq, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { StaffRole } from "@hearth/schema";
import type { RequestContext } from "../../context";
import { orgEvents } from "../../db/schema";

const noLocations = sql`cardinality(${orgEvents.audienceLocationIds}) = 0`;

/** SQL of `inEventAudience` (schema/src/policy/events.ts). */
export function inAudienceSql(ctx: RequestContext): SQL {
  if (!ctx.isStaff) return sql`false`;
  // Where the caller works, administrators included: an audience is people, not what an admin may see.
  const atMyLocations = ctx.scope.worksAtAnyOf(orgEvents.audienceLocationIds);
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
  const org = ctx.scope.organization(orgEvents.organizationId);
  if (ctx.isAdmin) return org;
  if (ctx.role === "supervisor") {
    const manages = and(
      ne(orgEvents.audienceKind, "all_staff"),
      sql`cardinality(${orgEvents.audienceLocationIds}) > 0`,
      ctx.scope.worksAtAllOf(orgEvents.audienceLocationIds),
    );
    return and(org, or(inAudienceSql(ctx), manages))!;
  }
  return and(org, inAudienceSql(ctx))!;
}

/**
 * The request context: who is calling, with which role and locations. Handlers read the caller
 * from here (never from the token directly) and scope queries through it.
 */
import { arrayContained, arrayOverlaps, eq, inArray, sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import { COOKIE, ClinicianStatus } from "@hearth/schema";
import type { Role } from "@hearth/schema";
import type { FastifyRequest } from "fastify";
import type { Db } from "./db/client";
import { preparedQuery } from "./db/prepared";
import { refreshTokenFamilies, userLocations, users } from "./db/schema";
import type { UserRow } from "./db/schema";
import type { TokenClaims, TokenService } from "./domains/auth/tokens";
import { forbidden, unauthenticated } from "./errors";

export interface RequestContext {
  user: UserRow;
  role: Role;
  organizationId: string;
  /** Locations the caller is assigned to. */
  locationIds: string[];
  isAdmin: boolean;
  isStaff: boolean;
  claims: TokenClaims;
  /** The caller's address, for the audit lines of whatever the request does. */
  ip: string;
  /** Filters that keep a query inside what the caller may see. */
  scope: QueryScope;
}

/**
 * A table's rows the caller may see, as SQL: `where(and(ctx.scope.organization(t.organizationId),
 * ctx.scope.locations(t.locationId)))`. Admins see every location of their organization; everyone
 * else their assigned locations (none: nothing).
 */
export interface QueryScope {
  organization(column: AnyColumn): SQL;
  locations(column: AnyColumn): SQL;
  /** The locations the caller works at, administrators included (their own, not all they may see). */
  worksAt(column: AnyColumn): SQL;
  /** An array of locations (an event's audience) naming at least one the caller works at. */
  worksAtAnyOf(column: AnyColumn): SQL;
  /** An array of locations naming none the caller does not work at (an empty one included). */
  worksAtAllOf(column: AnyColumn): SQL;
}

export function queryScope(p: {
  organizationId: string;
  isAdmin: boolean;
  locationIds: readonly string[];
}): QueryScope {
  const none = p.locationIds.length === 0;
  const worksAt = (column: AnyColumn) => (none ? sql`false` : inArray(column, [...p.locationIds]));
  return {
    organization: (column) => sql`${column} = ${p.organizationId}`,
    locations: (column) => (p.isAdmin ? sql`true` : worksAt(column)),
    worksAt,
    // An empty array parameter has no type on PostgreSQL: someone at no location is at none of them.
    worksAtAnyOf: (column) => (none ? sql`false` : arrayOverlaps(column, [...p.locationIds])),
    worksAtAllOf: (column) => (none ? sql`cardinality(${column}) = 0` : arrayContained(column, [...p.locationIds])),
  };
}

declare module "fastify" {
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
}

/** The bearer token, or else the `token` cookie. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : null;
  }
  return request.cookies?.[COOKIE.token] ?? null;
}

/**
 * The caller's row, their locations and whether their sign-in was revoked, as the columns of a statement
 * on `users` whose `familyId` placeholder is the token's family. `loadUserContext` reads them alone; a
 * hot route may read them in its own first statement (clients/chartReads.ts).
 */
export const userContextColumns = {
  user: users,
  locationIds: sql<
    string[]
  >`(select coalesce(json_agg(ul.location_id), '[]'::json) from ${userLocations} ul where ul.user_id = ${users}.id)`,
  // A sign-in whose used refresh token came back (stolen) is revoked with all its tokens; tokens issued
  // before families carry none, and no family matches null.
  familyRevoked: sql<boolean>`exists (select 1 from ${refreshTokenFamilies} f where f.id = ${sql.placeholder("familyId")}::uuid and f.revoked_at is not null)`,
};

export interface UserContextRow {
  user: UserRow;
  locationIds: string[];
  familyRevoked: boolean;
}

/**
 * The caller and their locations, in one query. Every authenticated request starts here, so the query is
 * built once per database and prepared (its SQL text is not rebuilt, nor parsed again by PostgreSQL).
 */
const userContextQuery = preparedQuery((db) =>
  db
    .select(userContextColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("user_context"),
);

export async function loadUserContext(db: Db, claims: TokenClaims, ip: string): Promise<RequestContext> {
  const [row] = await userContextQuery(db).execute({ userId: claims.sub, familyId: claims.fam ?? null });
  return contextOf(row, claims, ip);
}

/** The caller's context from their row as of now; 401 when the token's session has ended. */
export function contextOf(row: UserContextRow | undefined, claims: TokenClaims, ip: string): RequestContext {
  const user = row?.user;
  // A bumped token_version revokes every token issued before it.
  if (!user || user.tokenVersion !== claims.tv || row.familyRevoked)
    throw unauthenticated("Your session has ended; please sign in again");
  if (user.status !== ClinicianStatus.Active) throw unauthenticated("This account is not active");
  const isAdmin = user.role === "admin";
  return {
    user,
    role: user.role,
    organizationId: user.organizationId,
    locationIds: row.locationIds,
    isAdmin,
    isStaff: user.role !== "client",
    claims,
    ip,
    scope: queryScope({ organizationId: user.organizationId, isAdmin, locationIds: row.locationIds }),
  };
}

/** Who the access token names (signature, expiry and type checked), before the database is asked. */
export interface Caller {
  claims: TokenClaims;
  ip: string;
}

/** The caller of an access-token route; throws 401 when the token is absent, invalid or expired. */
export async function callerOf(tokens: TokenService, request: FastifyRequest): Promise<Caller> {
  const token = tokenFromRequest(request);
  if (!token) throw unauthenticated();
  return { claims: await tokens.verify(token, "access"), ip: request.ip };
}

/** Resolves the caller from an access token; throws 401 when absent, invalid, expired or revoked. */
export async function resolveContext(db: Db, tokens: TokenService, request: FastifyRequest): Promise<RequestContext> {
  const { claims, ip } = await callerOf(tokens, request);
  return loadUserContext(db, claims, ip);
}

/**
 * The caller of a kiosk route: a kiosk token as Bearer (never a cookie, never an access token), its
 * staff user still active with the same token version (so ending their sessions ends the kiosk).
 */
export async function resolveKioskContext(
  db: Db,
  tokens: TokenService,
  request: FastifyRequest,
): Promise<{ ctx: RequestContext; sessionId: string }> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  if (!match) throw unauthenticated();
  const claims = await tokens.verify(match[1]!, "kiosk");
  return { ctx: await loadUserContext(db, claims, request.ip), sessionId: claims.sid! };
}

export function createAuthenticate(db: Db, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    request.ctx = await resolveContext(db, tokens, request);
  };
}

/** The caller of an authenticated route (the preHandler has run). */
export function ctxOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw unauthenticated();
  return request.ctx;
}

/** The caller, who must be staff: portal clients get 403. */
export function staffCtxOf(request: FastifyRequest): RequestContext {
  const ctx = ctxOf(request);
  if (!ctx.isStaff) throw forbidden();
  return ctx;
}

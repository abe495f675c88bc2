/** Signing in and out: login, the 2FA challenge, refresh-token rotation, logout and revocation. */
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { EventPayloads, LoginResults } from "@hearth/schema";
import type { z } from "zod";
import type { LoginBody, TwoFactorLoginBody } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { refreshTokenFamilies, refreshTokens, users } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { invalidCredentials, twoFactorInvalid, unauthenticated } from "../../errors";
import { announceAccessNarrowed } from "../../events/accessNarrowed";
import { enqueueEvent } from "../../events/outbox";
import { recordActivity } from "../activityLog/service";
import { fullnameOf } from "../../kernel/refs";
import { sessionCookies } from "./cookies";
import type { CookieSpec } from "./cookies";
import { decoyHash, verifySecret } from "./passwords";
import { presentMe } from "./presenter";
import { verifyTotp } from "./twoFactor";

export type SessionResults = Extract<LoginResults, { two_factor_required: false }>;
export interface Session {
  results: SessionResults;
  cookies: CookieSpec[];
}

const actorOf = (u: UserRow) => ({ user: u, role: u.role, organizationId: u.organizationId });

/**
 * Signs access, AI and refresh tokens for a user and records the refresh token as unused. A sign-in
 * starts a refresh-token family; a refresh passes the family of the token it consumed.
 */
export async function issueSession(deps: Deps, user: UserRow, family?: string): Promise<Session> {
  const familyId = family ?? randomUUID();
  if (!family) await deps.db.insert(refreshTokenFamilies).values({ id: familyId, userId: user.id });
  const [access, ai, refresh] = await Promise.all([
    deps.tokens.signInFamily(user, "access", familyId),
    deps.tokens.signInFamily(user, "ai", familyId),
    deps.tokens.signInFamily(user, "refresh", familyId),
  ]);
  await deps.db
    .insert(refreshTokens)
    .values({ id: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt, familyId });
  const results: SessionResults = {
    two_factor_required: false,
    user: await presentMe(deps.db, user),
    token_expires_at: access.expiresAt.toISOString(),
    access_token: access.token,
    ai_token: ai.token,
    refresh_token: refresh.token,
  };
  const cookies = sessionCookies(
    {
      accessToken: access.token,
      aiToken: ai.token,
      refreshToken: refresh.token,
      user: { id: user.id, role: user.role, fullname: fullnameOf(user), timezone: user.timezone },
      buildDate: deps.options.buildDate,
    },
    deps.options.secureCookies,
  );
  return { results, cookies };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export type LoginOutcome = { kind: "session"; session: Session } | { kind: "challenge"; challengeToken: string };

export async function login(deps: Deps, body: z.output<typeof LoginBody>, ip: string): Promise<LoginOutcome> {
  // Counted before the password is checked, so parallel guesses cannot all slip into one window.
  const attempt = `${ip}|${body.email}`;
  await countLoginAttempt(deps, ip, attempt);
  const user = await findUserByEmail(deps.db, body.email);
  // Unknown e-mail and wrong password look the same, in answer and in time.
  const ok = await verifySecret(user?.passwordHash ?? (await decoyHash()), body.password);
  if (!user || !ok || user.status !== ClinicianStatus.Active) {
    await recordActivity(deps.db, {
      actor: null,
      organizationId: user?.organizationId ?? null,
      action: "auth:login_failed",
      outcome: "failure",
      subjectType: "user",
      subjectId: user?.id ?? null,
      ip,
      details: { email: body.email, reason: !user ? "unknown_email" : !ok ? "wrong_password" : "inactive" },
    });
    throw invalidCredentials();
  }
  // Only wrong passwords use up the windows: staff signing in on several devices, or a ward behind
  // one address, are never locked out by their own successful sign-ins.
  await Promise.all([deps.limiters.login.refund(attempt), deps.limiters.loginAddress.refund(ip)]);
  if (user.twoFactorEnabled) {
    const challenge = await deps.tokens.sign(user, "challenge");
    return { kind: "challenge", challengeToken: challenge.token };
  }
  await recordActivity(deps.db, {
    actor: actorOf(user),
    action: "auth:login",
    outcome: "success",
    subjectType: "user",
    subjectId: user.id,
    ip,
  });
  return { kind: "session", session: await issueSession(deps, user) };
}

/** Counts a sign-in against its address, then against its address and e-mail; one the second refuses is given back to the first. */
async function countLoginAttempt(deps: Deps, ip: string, attempt: string): Promise<void> {
  await deps.limiters.loginAddress.hit(ip);
  try {
    await deps.limiters.login.hit(attempt);
  } catch (error) {
    await deps.limiters.loginAddress.refund(ip);
    throw error;
  }
}

export async function verifyTwoFactorLogin(
  deps: Deps,
  body: z.output<typeof TwoFactorLoginBody>,
  ip: string,
): Promise<Session> {
  const claims = await deps.tokens.verify(body.challenge_token, "challenge");
  await deps.limiters.twoFactor.hit(`login|${claims.sub}`);
  const [user] = await deps.db.select().from(users).where(eq(users.id, claims.sub));
  if (!user || user.tokenVersion !== claims.tv || user.status !== ClinicianStatus.Active)
    throw unauthenticated("The sign-in has expired; please sign in again");
  const step = user.twoFactorEnabled ? await verifyTotp(user.twoFactorSecret, body.code, user.twoFactorLastStep) : null;
  // Claiming the step in one conditional update means two requests cannot both use one code.
  const claimed =
    step === null
      ? []
      : await deps.db
          .update(users)
          .set({ twoFactorLastStep: step })
          .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
          .returning({ id: users.id });
  if (claimed.length === 0) {
    await recordActivity(deps.db, {
      actor: null,
      organizationId: user.organizationId,
      action: "auth:login_failed",
      outcome: "failure",
      subjectType: "user",
      subjectId: user.id,
      ip,
      details: { reason: "two_factor_code" },
    });
    throw twoFactorInvalid();
  }
  await recordActivity(deps.db, {
    actor: actorOf(user),
    action: "auth:login",
    outcome: "success",
    subjectType: "user",
    subjectId: user.id,
    ip,
    details: { twoFactor: true },
  });
  return issueSession(deps, user);
}

/**
 * A used refresh token presented again this soon after it was used is two tabs of one browser
 * refreshing at once (both sent the cookie before either got the new one): refused, as any used
 * token is, but not taken for theft.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/** Consumes a refresh token (single use) and issues a fresh session of the same family. */
export async function refreshSession(deps: Deps, refreshToken: string | undefined, ip: string): Promise<Session> {
  if (!refreshToken) throw unauthenticated("No refresh token");
  const claims = await deps.tokens.verify(refreshToken, "refresh");
  const [user] = await deps.db.select().from(users).where(eq(users.id, claims.sub));
  if (!user || user.tokenVersion !== claims.tv || user.status !== ClinicianStatus.Active)
    throw unauthenticated("Your session has ended; please sign in again");
  // The family is checked in the same statement: a refresh racing the family's revocation cannot continue it.
  const [consumed] = await deps.db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.id, claims.jti),
        eq(refreshTokens.userId, user.id),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        sql`NOT EXISTS (SELECT 1 FROM ${refreshTokenFamilies} f WHERE f.id = ${refreshTokens.familyId} AND f.revoked_at IS NOT NULL)`,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  if (!consumed) return refuseRefresh(deps, user, claims.jti, ip);
  await recordActivity(deps.db, {
    actor: actorOf(user),
    action: "auth:refresh",
    outcome: "success",
    subjectType: "user",
    subjectId: user.id,
    ip,
  });
  // A token issued before families existed starts one.
  return issueSession(deps, user, consumed.familyId ?? undefined);
}

/**
 * A refresh token that could not be consumed. One already used (past the grace) has two holders,
 * one of whom stole it, and nobody can tell which: its whole family (that sign-in, every token
 * rotated from it, their access tokens) is revoked, and logged; the user's other sign-ins go on.
 */
async function refuseRefresh(deps: Deps, user: UserRow, jti: string, ip: string): Promise<never> {
  const [token] = await deps.db
    .select({
      usedAt: refreshTokens.usedAt,
      familyId: refreshTokens.familyId,
      familyRevoked: sql<boolean>`${refreshTokenFamilies.revokedAt} IS NOT NULL`,
      pastGrace: sql<boolean>`${refreshTokens.usedAt} < now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`,
    })
    .from(refreshTokens)
    .leftJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(and(eq(refreshTokens.id, jti), eq(refreshTokens.userId, user.id)));
  if (token?.familyRevoked) throw unauthenticated("Your session has ended; please sign in again");
  if (token?.usedAt && token.familyId && token.pastGrace) {
    const familyId = token.familyId;
    await transact(deps, async (tx) => {
      await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
      await recordActivity(tx, {
        actor: actorOf(user),
        action: "auth:refresh",
        outcome: "failure",
        subjectType: "user",
        subjectId: user.id,
        ip,
        details: { reason: "reused_refresh_token", familyId, familyRevoked: true },
      });
      // The user's open sockets ask the API again with their own tokens: the family's are refused and closed, the others stay.
      await announceAccessNarrowed(tx, { reason: "refresh_token_reuse", userIds: [user.id] });
    });
    throw unauthenticated(
      "This refresh token was already used; that sign-in has ended everywhere, please sign in again",
    );
  }
  throw unauthenticated("This refresh token was already used");
}

/** Makes every token issued so far to this user fail at once, and tells the other services. */
export async function revokeSessions(
  tx: Db,
  userId: string,
  reason: EventPayloads["user.sessions_revoked"]["reason"],
): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  // The token version already ends every family's tokens; their rows serve no more.
  await tx.delete(refreshTokenFamilies).where(eq(refreshTokenFamilies.userId, userId));
  await enqueueEvent(tx, "user.sessions_revoked", { userId, reason });
}

export async function logout(deps: Deps, ctx: RequestContext): Promise<void> {
  await transact(deps, async (tx) => {
    await revokeSessions(tx, ctx.user.id, "logout");
    await recordActivity(tx, {
      actor: ctx,
      action: "auth:logout",
      outcome: "success",
      subjectType: "user",
      subjectId: ctx.user.id,
    });
  });
}

/** Reloads a user after a change, for issuing a session with the new token version. */
export async function reloadUser(db: Db, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw unauthenticated();
  return user;
}

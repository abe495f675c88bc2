/** Signing in and out: login, the 2FA challenge, refresh-token rotation, logout and revocation. */
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { EventPayloads, LoginResults } from "@hearth/schema";
import type { z } from "zod";
import type { LoginBody, TwoFactorLoginBody } from "@hearth/schema";
import type { Db } from "../../db/client";
import { refreshTokens, users } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { invalidCredentials, twoFactorInvalid, unauthenticated } from "../../errors";
import { enqueueEvent } from "../../events/outbox";
import { recordActivity } from "../activityLog/service";
import { fullnameOf } from "../clinicians/presenter";
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

/** Signs access, AI and refresh tokens for a user and records the refresh token as unused. */
export async function issueSession(deps: Deps, user: UserRow): Promise<Session> {
  const [access, ai, refresh] = await Promise.all([
    deps.tokens.sign(user, "access"),
    deps.tokens.sign(user, "ai"),
    deps.tokens.sign(user, "refresh"),
  ]);
  await deps.db.insert(refreshTokens).values({ id: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt });
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
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export type LoginOutcome = { kind: "session"; session: Session } | { kind: "challenge"; challengeToken: string };

export async function login(deps: Deps, body: z.output<typeof LoginBody>, ip: string): Promise<LoginOutcome> {
  // Counted before the password is checked, so parallel guesses cannot all slip into one window.
  const attempt = `${ip}|${body.email}`;
  deps.limiters.login.hit(attempt);
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
  // Only wrong passwords use up the window: staff signing in on several devices are never locked out.
  deps.limiters.login.refund(attempt);
  if (user.twoFactorEnabled) {
    const challenge = await deps.tokens.sign(user, "challenge");
    return { kind: "challenge", challengeToken: challenge.token };
  }
  await recordActivity(deps.db, { actor: actorOf(user), action: "auth:login", outcome: "success", subjectType: "user", subjectId: user.id, ip });
  return { kind: "session", session: await issueSession(deps, user) };
}

export async function verifyTwoFactorLogin(deps: Deps, body: z.output<typeof TwoFactorLoginBody>, ip: string): Promise<Session> {
  const claims = await deps.tokens.verify(body.challenge_token, "challenge");
  deps.limiters.twoFactor.hit(`login|${claims.sub}`);
  const [user] = await deps.db.select().from(users).where(eq(users.id, claims.sub));
  if (!user || user.tokenVersion !== claims.tv || user.status !== ClinicianStatus.Active) throw unauthenticated("The sign-in has expired; please sign in again");
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
    await recordActivity(deps.db, { actor: null, organizationId: user.organizationId, action: "auth:login_failed", outcome: "failure", subjectType: "user", subjectId: user.id, ip, details: { reason: "two_factor_code" } });
    throw twoFactorInvalid();
  }
  await recordActivity(deps.db, { actor: actorOf(user), action: "auth:login", outcome: "success", subjectType: "user", subjectId: user.id, ip, details: { twoFactor: true } });
  return issueSession(deps, user);
}

/** Consumes a refresh token (single use) and issues a fresh session. */
export async function refreshSession(deps: Deps, refreshToken: string | undefined, ip: string): Promise<Session> {
  if (!refreshToken) throw unauthenticated("No refresh token");
  const claims = await deps.tokens.verify(refreshToken, "refresh");
  const [user] = await deps.db.select().from(users).where(eq(users.id, claims.sub));
  if (!user || user.tokenVersion !== claims.tv || user.status !== ClinicianStatus.Active) throw unauthenticated("Your session has ended; please sign in again");
  const consumed = await deps.db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, claims.jti), eq(refreshTokens.userId, user.id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, sql`now()`)))
    .returning({ id: refreshTokens.id });
  if (consumed.length === 0) throw unauthenticated("This refresh token was already used");
  await recordActivity(deps.db, { actor: actorOf(user), action: "auth:refresh", outcome: "success", subjectType: "user", subjectId: user.id, ip });
  return issueSession(deps, user);
}

/** Makes every token issued so far to this user fail at once, and tells the other services. */
export async function revokeSessions(tx: Db, userId: string, reason: EventPayloads["user.sessions_revoked"]["reason"]): Promise<void> {
  await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await enqueueEvent(tx, "user.sessions_revoked", { userId, reason });
}

export async function logout(deps: Deps, user: UserRow, ip: string): Promise<void> {
  await transact(deps, async (tx) => {
    await revokeSessions(tx, user.id, "logout");
    await recordActivity(tx, { actor: actorOf(user), action: "auth:logout", outcome: "success", subjectType: "user", subjectId: user.id, ip });
  });
}

/** Reloads a user after a change, for issuing a session with the new token version. */
export async function reloadUser(db: Db, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw unauthenticated();
  return user;
}

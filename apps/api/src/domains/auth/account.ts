/** A user's own credentials: password change and reset, two-factor settings, PIN. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { ClinicianStatus, PORTAL_INVITE_TTL_HOURS } from "@hearth/schema";
import type { TwoFactorSecret } from "@hearth/schema";
import type { Db } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { AppError, twoFactorInvalid, validationFailed } from "../../errors";
import { recordActivity } from "../activityLog/service";
import { findUserByEmail, issueSession, reloadUser, revokeSessions } from "./service";
import type { Session } from "./service";
import { hashSecret, verifySecret } from "./passwords";
import { newTotpSecret, verifyTotp } from "./twoFactor";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PORTAL_INVITE_TOKEN_TTL_MS = PORTAL_INVITE_TTL_HOURS * 60 * 60 * 1000;

export type LinkPurpose = "reset" | "invite" | "portal_invite";
export const LINK_TOKEN_TTL_MS: Record<LinkPurpose, number> = {
  reset: RESET_TOKEN_TTL_MS,
  invite: INVITE_TOKEN_TTL_MS,
  portal_invite: PORTAL_INVITE_TOKEN_TTL_MS,
};

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A single-use link token; only its hash is stored. */
export async function createLinkToken(tx: Db, userId: string, purpose: LinkPurpose): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    purpose,
    expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

export const resetLink = (publicUrl: string, token: string, invite = false): string =>
  `${publicUrl.replace(/\/$/, "")}/resetPassword?token=${encodeURIComponent(token)}${invite ? "&invite=1" : ""}`;

/**
 * Checks the signed-in user's password like a sign-in: counted in the per-user window of PIN and
 * password re-entry before the check (parallel guesses cannot slip into one window), given back
 * when right, so a stolen session offers no faster way to guess the password than signing in.
 */
async function reenteredPasswordIsRight(deps: Deps, ctx: RequestContext, password: string): Promise<boolean> {
  await deps.limiters.pin.hit(ctx.user.id);
  const ok = await verifySecret(ctx.user.passwordHash, password);
  if (ok) await deps.limiters.pin.refund(ctx.user.id);
  return ok;
}

export async function changePassword(
  deps: Deps,
  ctx: RequestContext,
  currentPassword: string,
  newPassword: string,
): Promise<Session> {
  if (!(await reenteredPasswordIsRight(deps, ctx, currentPassword))) {
    await recordActivity(deps.db, {
      actor: ctx,
      action: "auth:password_change",
      outcome: "failure",
      subjectType: "user",
      subjectId: ctx.user.id,
    });
    throw validationFailed("currentPassword: is incorrect");
  }
  const hash = await hashSecret(newPassword);
  await transact(deps, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: hash, updatedAt: sql`now()` })
      .where(eq(users.id, ctx.user.id));
    await revokeSessions(tx, ctx.user.id, "password_change");
    await recordActivity(tx, {
      actor: ctx,
      action: "auth:password_change",
      outcome: "success",
      subjectType: "user",
      subjectId: ctx.user.id,
    });
  });
  // Every other session ends; this one continues with fresh tokens.
  return issueSession(deps, await reloadUser(deps.db, ctx.user.id));
}

/** Always succeeds from the caller's view, so it cannot tell which e-mails have accounts. */
export async function forgotPassword(deps: Deps, email: string, ip: string): Promise<void> {
  await deps.limiters.forgotPassword.hit(`${ip}|${email}`);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === ClinicianStatus.Inactive) return;
  const token = await transact(deps, async (tx) => {
    const t = await createLinkToken(tx, user.id, "reset");
    await recordActivity(tx, {
      actor: null,
      organizationId: user.organizationId,
      action: "auth:password_reset_request",
      outcome: "success",
      subjectType: "user",
      subjectId: user.id,
      ip,
    });
    return t;
  });
  const link = resetLink(deps.options.publicUrl, token);
  try {
    await deps.mailer.send({
      to: user.email,
      subject: "Reset your Hearth password",
      text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Hearth account. If it was you, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
      link,
    });
  } catch (error) {
    deps.log.error({ err: error }, "could not send the password-reset e-mail");
  }
}

/** Sets a new password from an e-mailed link; also activates an invited user. `purposes` limits which links count. */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
  ip: string,
  purposes?: LinkPurpose[],
): Promise<void> {
  const hash = await hashSecret(password);
  await transact(deps, async (tx) => {
    const [link] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
          purposes ? inArray(passwordResetTokens.purpose, purposes) : undefined,
        ),
      )
      .returning();
    if (!link) throw new AppError("validation_failed", "token: this link is invalid or has expired");
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    if (!user || user.status === ClinicianStatus.Inactive)
      throw new AppError("validation_failed", "token: this link is invalid or has expired");
    await tx
      .update(users)
      .set({ passwordHash: hash, status: ClinicianStatus.Active, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, "password_change");
    await recordActivity(tx, {
      actor: null,
      organizationId: user.organizationId,
      action: "auth:password_reset",
      outcome: "success",
      subjectType: "user",
      subjectId: user.id,
      ip,
      details: { purpose: link.purpose },
    });
  });
}

export async function generateTwoFactor(deps: Deps, ctx: RequestContext): Promise<TwoFactorSecret> {
  const secret = newTotpSecret(ctx.user.email);
  await deps.db
    .update(users)
    .set({ twoFactorPendingSecret: secret.secret, updatedAt: sql`now()` })
    .where(eq(users.id, ctx.user.id));
  return secret;
}

/** Enables 2FA (code from the pending secret) or disables it (code from the active one). */
export async function updateTwoFactor(
  deps: Deps,
  ctx: RequestContext,
  enabled: boolean,
  code: string,
): Promise<Session> {
  await deps.limiters.twoFactor.hit(`update|${ctx.user.id}`);
  const action = enabled ? "auth:two_factor_enable" : "auth:two_factor_disable";
  const secret = enabled
    ? ctx.user.twoFactorPendingSecret
    : ctx.user.twoFactorEnabled
      ? ctx.user.twoFactorSecret
      : null;
  if (!secret)
    throw validationFailed(
      enabled ? "code: generate a two-factor secret first" : "enabled: two-factor sign-in is not on",
    );
  const step = await verifyTotp(secret, code, enabled ? null : ctx.user.twoFactorLastStep);
  if (step === null) {
    await recordActivity(deps.db, {
      actor: ctx,
      action,
      outcome: "failure",
      subjectType: "user",
      subjectId: ctx.user.id,
    });
    throw twoFactorInvalid();
  }
  await transact(deps, async (tx) => {
    await tx
      .update(users)
      .set(
        enabled
          ? { twoFactorEnabled: true, twoFactorSecret: secret, twoFactorPendingSecret: null, twoFactorLastStep: step }
          : { twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null },
      )
      .where(eq(users.id, ctx.user.id));
    await revokeSessions(tx, ctx.user.id, "two_factor_change");
    await recordActivity(tx, {
      actor: ctx,
      action,
      outcome: "success",
      subjectType: "user",
      subjectId: ctx.user.id,
    });
  });
  return issueSession(deps, await reloadUser(deps.db, ctx.user.id));
}

export async function checkPin(deps: Deps, ctx: RequestContext, pin: string): Promise<void> {
  await deps.limiters.pin.hit(ctx.user.id);
  const ok = await verifySecret(ctx.user.pinHash, pin);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "auth:pin_check",
    outcome: ok ? "success" : "failure",
    subjectType: "user",
    subjectId: ctx.user.id,
  });
  if (!ok)
    throw new AppError(
      "invalid_credentials",
      ctx.user.pinHash ? "The PIN is incorrect" : "No PIN is set; set one first",
    );
}

export async function changePin(deps: Deps, ctx: RequestContext, password: string, pin: string): Promise<void> {
  if (!(await reenteredPasswordIsRight(deps, ctx, password))) {
    await recordActivity(deps.db, {
      actor: ctx,
      action: "auth:pin_change",
      outcome: "failure",
      subjectType: "user",
      subjectId: ctx.user.id,
    });
    throw validationFailed("password: is incorrect");
  }
  const hash = await hashSecret(pin);
  await transact(deps, async (tx) => {
    await tx
      .update(users)
      .set({ pinHash: hash, updatedAt: sql`now()` })
      .where(eq(users.id, ctx.user.id));
    await recordActivity(tx, {
      actor: ctx,
      action: "auth:pin_change",
      outcome: "success",
      subjectType: "user",
      subjectId: ctx.user.id,
    });
  });
}

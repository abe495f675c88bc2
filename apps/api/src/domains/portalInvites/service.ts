/** Portal access for a client: invite (or re-invite) the linked portal user, and their first password. */
import { and, eq, isNull, sql } from "drizzle-orm";
import { ClinicianStatus, EMAIL_TAKEN_MESSAGE, PORTAL_INVITE_TTL_HOURS } from "@hearth/schema";
import type { PortalInvite } from "@hearth/schema";
import type { Db } from "../../db/client";
import { clients, passwordResetTokens, users } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { authorize, authorizeCaller } from "../../authz/authorize";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict } from "../../errors";
import { recordActivity } from "../activityLog/service";
import { LINK_TOKEN_TTL_MS, createLinkToken, resetPassword } from "../auth/account";
import { isUniqueViolation } from "../../kernel/pgErrors";
import { canPortalInvite, portalInviteDenial } from "./policy";

type ClientRow = typeof clients.$inferSelect;

export const setClientPasswordLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, "")}/setClientPassword?token=${encodeURIComponent(token)}`;

/** A client in the caller's organization and locations; else 404, logged (existence elsewhere does not leak). */
async function findClientInScope(db: Db, ctx: RequestContext, mrNo: string): Promise<ClientRow> {
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, mrNo), ctx.scope.organization(clients.organizationId)));
  return authorize<ClientRow>(db, ctx, "client:portal_invite", {
    subjectType: "client",
    subjectName: "Client",
    subjectId: mrNo,
    resource: client ?? null,
    denial: portalInviteDenial,
  });
}

/** Creates the portal user or updates the existing one, and issues a fresh link (older unused ones stop working). */
async function upsertPortalUser(
  tx: Db,
  client: ClientRow,
  email: string,
): Promise<{ user: UserRow; created: boolean; token: string }> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, sql`${users.clientId} IS DISTINCT FROM ${client.id}`));
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  const [existing] = await tx.select().from(users).where(eq(users.clientId, client.id));
  let user: UserRow;
  if (existing) {
    // An active portal user keeps signing in until they use the new link; anyone else is (again) invited.
    const status = existing.status === ClinicianStatus.Active ? ClinicianStatus.Active : ClinicianStatus.Invited;
    [user] = (await tx
      .update(users)
      .set({ email, status, updatedAt: sql`now()` })
      .where(eq(users.id, existing.id))
      .returning()) as [UserRow];
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.userId, existing.id),
          eq(passwordResetTokens.purpose, "portal_invite"),
          isNull(passwordResetTokens.usedAt),
        ),
      );
  } else {
    [user] = (await tx
      .insert(users)
      .values({
        organizationId: client.organizationId,
        email,
        role: "client",
        firstName: client.firstName,
        lastName: client.lastName,
        status: ClinicianStatus.Invited,
        clientId: client.id,
        defaultLocationId: client.locationId,
      })
      .returning()) as [UserRow];
  }
  return { user, created: !existing, token: await createLinkToken(tx, user.id, "portal_invite") };
}

export async function invitePortalUser(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  email: string,
): Promise<PortalInvite> {
  await authorizeCaller(deps.db, ctx, "client:portal_invite", canPortalInvite, { subjectId: mrNo });
  const client = await findClientInScope(deps.db, ctx, mrNo);
  let outcome: Awaited<ReturnType<typeof upsertPortalUser>>;
  try {
    outcome = await transact(deps, async (tx) => {
      const result = await upsertPortalUser(tx, client, email);
      await recordActivity(tx, {
        actor: ctx,
        action: "client:portal_invite",
        outcome: "success",
        subjectType: "client",
        subjectId: client.mrNo,
        details: { portalUserId: result.user.id, email, created: result.created },
      });
      return result;
    });
  } catch (error) {
    // Two invitations raced: the same e-mail for two people, or two portal users for one client.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  const link = setClientPasswordLink(deps.options.publicUrl, outcome.token);
  try {
    await deps.mailer.send({
      to: email,
      subject: "Your Hearth client portal invitation",
      text: `Hello ${client.firstName},\n\n${ctx.user.firstName} ${ctx.user.lastName} invited you to the Hearth client portal. Choose your password within ${PORTAL_INVITE_TTL_HOURS} hours here:\n\n${link}\n\nThe link works once. If you did not expect this e-mail, ignore it.\n`,
      link,
    });
  } catch (error) {
    deps.log.error({ err: error }, "could not send the portal invitation e-mail");
  }
  return {
    userId: outcome.user.id,
    email: outcome.user.email,
    status: outcome.user.status === ClinicianStatus.Active ? 1 : 3,
    created: outcome.created,
    expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_MS.portal_invite).toISOString(),
  };
}

/** Public, from the e-mailed link: only portal-invite links count here; the user then signs in normally. */
export async function setClientPassword(deps: Deps, token: string, password: string, ip: string): Promise<void> {
  await resetPassword(deps, token, password, ip, ["portal_invite"]);
}

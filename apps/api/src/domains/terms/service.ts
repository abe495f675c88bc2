/** Terms of use: the current document and who accepted which version, when and from where. */
import { desc, eq } from "drizzle-orm";
import type { Terms } from "@hearth/schema";
import { termsAcceptances } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict } from "../../errors";
import { authorizeCaller } from "../../authz/authorize";
import { recordActivity } from "../activityLog/service";
import { TERMS_VERSION, isCurrentVersion, termsText } from "./document";
import { canTerms } from "./policy";
import type { TermsAction } from "./policy";

/** The caller's own terms: refused (403, logged) only if the policy ever says so. */
const authorize = (deps: Deps, ctx: RequestContext, action: TermsAction) =>
  authorizeCaller(deps.db, ctx, action, canTerms, { subjectType: "user", subjectId: ctx.user.id });

export async function getTerms(deps: Deps, ctx: RequestContext): Promise<Terms> {
  await authorize(deps, ctx, "terms:read");
  const [latest] = await deps.db
    .select()
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, ctx.user.id))
    .orderBy(desc(termsAcceptances.acceptedAt))
    .limit(1);
  return {
    version: TERMS_VERSION,
    text: await termsText(),
    acceptedVersion: latest?.version ?? null,
    acceptedAt: latest?.acceptedAt.toISOString() ?? null,
  };
}

/** Records the acceptance once; accepting the same version again keeps the first time. */
export async function acceptTerms(deps: Deps, ctx: RequestContext, version: string): Promise<Terms> {
  await authorize(deps, ctx, "terms:accept");
  if (!isCurrentVersion(version)) {
    await recordActivity(deps.db, {
      actor: ctx,
      action: "terms:accept",
      outcome: "failure",
      subjectType: "user",
      subjectId: ctx.user.id,
      details: { version, current: TERMS_VERSION },
    });
    throw conflict(`The terms have changed: version ${TERMS_VERSION} is current; please read it before accepting`);
  }
  await transact(deps, async (tx) => {
    const inserted = await tx
      .insert(termsAcceptances)
      .values({ userId: ctx.user.id, version, ip: ctx.ip })
      .onConflictDoNothing()
      .returning({ version: termsAcceptances.version });
    await recordActivity(tx, {
      actor: ctx,
      action: "terms:accept",
      outcome: "success",
      subjectType: "user",
      subjectId: ctx.user.id,
      details: { version, first: inserted.length > 0 },
    });
  });
  return getTerms(deps, ctx);
}

/** A new organization signs up: organization, first location and first admin in one transaction, then signed in. */
import { EMAIL_TAKEN_MESSAGE } from "@hearth/schema";
import type { OnboardingBody } from "@hearth/schema";
import type { z } from "zod";
import { ClinicianStatus } from "@hearth/schema";
import { locations, organizations, userLocations, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict } from "../../errors";
import { recordActivity } from "../activityLog/service";
import { hashSecret } from "../auth/passwords";
import { findUserByEmail, issueSession } from "../auth/service";
import type { Session } from "../auth/service";
import { isUniqueViolation } from "../../kernel/pgErrors";

async function refuseTakenEmail(deps: Deps, email: string, ip: string): Promise<never> {
  await recordActivity(deps.db, {
    actor: null,
    action: "organization:onboard",
    outcome: "failure",
    ip,
    details: { email, reason: "email_taken" },
  });
  throw conflict(EMAIL_TAKEN_MESSAGE);
}

/** Public: rate limited per IP with the login limiter; works with or without the demo seed. */
export async function onboardOrganization(
  deps: Deps,
  body: z.output<typeof OnboardingBody>,
  ip: string,
): Promise<Session> {
  await deps.limiters.login.hit(`onboarding|${ip}`);
  if (await findUserByEmail(deps.db, body.email)) return refuseTakenEmail(deps, body.email, ip);
  const passwordHash = await hashSecret(body.password);
  let admin;
  try {
    admin = await transact(deps, async (tx) => {
      const [org] = await tx.insert(organizations).values({ name: body.organizationName }).returning();
      const [location] = await tx
        .insert(locations)
        .values({ organizationId: org!.id, name: body.locationName })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: org!.id,
          email: body.email,
          passwordHash,
          role: "admin",
          firstName: body.firstName,
          lastName: body.lastName,
          status: ClinicianStatus.Active,
          defaultLocationId: location!.id,
        })
        .returning();
      await tx.insert(userLocations).values({ userId: user!.id, locationId: location!.id });
      const actor = { user: user!, role: user!.role, organizationId: org!.id };
      await recordActivity(tx, {
        actor,
        action: "organization:onboard",
        outcome: "success",
        subjectType: "organization",
        subjectId: org!.id,
        ip,
        details: { organizationName: org!.name, locationId: location!.id },
      });
      await recordActivity(tx, {
        actor,
        action: "auth:login",
        outcome: "success",
        subjectType: "user",
        subjectId: user!.id,
        ip,
        details: { onboarding: true },
      });
      return user!;
    });
  } catch (error) {
    // Another sign-up with the same e-mail committed between the check and the insert.
    if (isUniqueViolation(error)) return refuseTakenEmail(deps, body.email, ip);
    throw error;
  }
  return issueSession(deps, admin);
}

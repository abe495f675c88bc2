/**
 * Every domain of the API, in the order their routes register. A new domain is one line here
 * (and its own folder, made by `npm run new-domain`).
 */
import { registerSubjects } from "../authz/subjects";
import { registerDocumentKinds } from "./collabDocuments/kinds";
import type { ApiDomain } from "./domain";
import { authDomain } from "./auth";
import { cliniciansDomain } from "./clinicians";
import { notificationsDomain } from "./notifications";
import { remindersDomain } from "./reminders";
import { tasksDomain } from "./tasks";
import { systemDomain } from "./system";
import { collabDocumentsDomain } from "./collabDocuments";
import { activityLogDomain } from "./activityLog";
import { preferencesDomain } from "./preferences";
import { organizationSettingsDomain } from "./organizationSettings";
import { termsDomain } from "./terms";
import { onboardingDomain } from "./onboarding";
import { portalInvitesDomain } from "./portalInvites";
import { groupTherapyDomain } from "./groupTherapy";
import { clientsDomain } from "./clients";
import { boardDomain } from "./board";
import { handoffDomain } from "./handoff";
import { eventsDomain } from "./events";
import { messagingDomain } from "./messaging";
import { treatmentPlansDomain } from "./treatmentPlans";

export const DOMAINS: readonly ApiDomain[] = [
  authDomain,
  cliniciansDomain,
  notificationsDomain,
  remindersDomain,
  tasksDomain,
  systemDomain,
  collabDocumentsDomain,
  activityLogDomain,
  preferencesDomain,
  organizationSettingsDomain,
  termsDomain,
  onboardingDomain,
  portalInvitesDomain,
  groupTherapyDomain,
  clientsDomain,
  boardDomain,
  handoffDomain,
  eventsDomain,
  messagingDomain,
  treatmentPlansDomain,
];

/** Registers every domain's subjects and document kinds with the kernel; the API does it once as it starts. */
export function registerDomains(domains: readonly ApiDomain[] = DOMAINS): void {
  registerSubjects(domains.flatMap((d) => d.subjects ?? []));
  registerDocumentKinds(domains.flatMap((d) => d.documentKinds ?? []));
}

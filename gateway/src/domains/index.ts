/**
 * Every domain of the gateway. A new domain is one line here (and its own folder, see domain.ts):
 * `ctx.api`, the resolvers, the live hubs and codegen's mappers are all built from this list.
 */
import type { GatewayDomain } from "./domain";
import { authDomain } from "./auth";
import { systemDomain } from "./system";
import { cliniciansDomain } from "./clinicians";
import { notificationsDomain } from "./notifications";
import { remindersDomain } from "./reminders";
import { tasksDomain } from "./tasks";
import { organizationSettingsDomain } from "./organizationSettings";
import { groupTherapyDomain } from "./groupTherapy";
import { clientsDomain } from "./clients";
import { clientLabelsDomain } from "./clientLabels";
import { clientDemographicsDomain } from "./clientDemographics";
import { clientContactsDomain } from "./clientContacts";
import { clientDiagnosesDomain } from "./clientDiagnoses";
import { clientDocumentsDomain } from "./clientDocuments";
import { clientEpisodesDomain } from "./clientEpisodes";
import { clientConsentsDomain } from "./clientConsents";
import { clientPrintDomain } from "./clientPrint";
import { groupNotesDomain } from "./groupNotes";
import { boardDomain } from "./board";
import { handoffDomain } from "./handoff";
import { eventsDomain } from "./events";
import { messagingDomain } from "./messaging";
import { activityLogDomain } from "./activityLog";
import { treatmentPlansDomain } from "./treatmentPlans";

export const DOMAINS = [
  authDomain,
  systemDomain,
  cliniciansDomain,
  notificationsDomain,
  remindersDomain,
  tasksDomain,
  organizationSettingsDomain,
  groupTherapyDomain,
  clientsDomain,
  clientLabelsDomain,
  clientDemographicsDomain,
  clientContactsDomain,
  clientDiagnosesDomain,
  clientDocumentsDomain,
  clientEpisodesDomain,
  clientConsentsDomain,
  clientPrintDomain,
  groupNotesDomain,
  boardDomain,
  handoffDomain,
  eventsDomain,
  messagingDomain,
  activityLogDomain,
  treatmentPlansDomain,
] as const satisfies readonly GatewayDomain[];

type ApiOf<D> = D extends GatewayDomain<infer Name, infer Api> ? { readonly [K in Name]: Api } : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every domain's REST client for one caller, by domain name: `api.groupNotes.get(id)`. */
export type Api = UnionToIntersection<ApiOf<(typeof DOMAINS)[number]>>;

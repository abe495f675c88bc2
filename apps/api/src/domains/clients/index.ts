/**
 * The client chart, one bounded context: the client list and header (this folder), and one folder
 * per part of the chart (intake, episodes of care, demographics, contacts, care team, labels,
 * diagnoses, documents). Every part opens a chart through `chart.ts`; other domains reach clients
 * only through what this folder exports.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiDomain } from "../domain";
import type { Deps } from "../../deps";
import { clientSubject } from "./subject";
import { clientRoutes } from "./routes";
import { episodeRoutes } from "./episodes/routes";
import { contactRoutes } from "./contacts/routes";
import { careTeamRoutes } from "./careTeam/routes";
import { labelRoutes } from "./labels/routes";
import { intakeRoutes } from "./intake/routes";
import { demographicsRoutes } from "./demographics/routes";
import { diagnosisRoutes } from "./diagnoses/routes";
import { documentRoutes } from "./documents/routes";
import { consentRoutes } from "./consent/routes";
import { breakGlassRoutes } from "./access/routes";
import { announceExpiredGrants } from "./access/expiry";
import { printRoutes } from "./print/routes";

/** Each part's routes; a part adds its line here. */
const PART_ROUTES: readonly ((deps: Deps) => FastifyPluginAsyncZod)[] = [
  clientRoutes,
  contactRoutes,
  careTeamRoutes,
  labelRoutes,
  episodeRoutes,
  intakeRoutes,
  demographicsRoutes,
  diagnosisRoutes,
  documentRoutes,
  consentRoutes,
  breakGlassRoutes,
  printRoutes,
];

export const clientsDomain: ApiDomain = {
  name: "clients",
  routes: (deps) => async (app) => {
    for (const part of PART_ROUTES) await app.register(part(deps));
  },
  subjects: [clientSubject],
  jobs: [{ name: "expired emergency chart access", run: announceExpiredGrants }],
};

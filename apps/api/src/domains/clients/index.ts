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

/** Each part's routes; a part adds its line here. */
const PART_ROUTES: readonly ((deps: Deps) => FastifyPluginAsyncZod)[] = [clientRoutes];

export const clientsDomain: ApiDomain = {
  name: "clients",
  routes: (deps) => async (app) => {
    for (const part of PART_ROUTES) await app.register(part(deps));
  },
  subjects: [clientSubject],
};

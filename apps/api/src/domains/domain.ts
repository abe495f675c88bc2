/**
 * What an API domain brings to the composition: its routes, its timed jobs, the subjects it
 * registers with the authorization kernel and its kinds of collaborative document. Each domain
 * exports one from `domains/<d>/index.ts`; `domains/index.ts` lists them, and the plugin, the
 * scheduler and the registries are built from that one list.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SubjectDefinition } from "../authz/subjects";
import type { Deps } from "../deps";
import type { ScheduledJob } from "../scheduler";
import type { DocumentKindDefinition } from "./collabDocuments/kinds";

export interface ApiDomain {
  name: string;
  routes: (deps: Deps) => FastifyPluginAsyncZod;
  jobs?: readonly ScheduledJob[];
  subjects?: readonly SubjectDefinition[];
  documentKinds?: readonly DocumentKindDefinition[];
}

/**
 * /auth/treatment-plannings (§7): a client's treatment plans, one per episode of care and version,
 * started from the chart and written together in the plan's collaborative document.
 */
import { z } from "zod";
import {
  AREA_ROLES,
  ApproveTreatmentPlanBody,
  ReturnTreatmentPlanBody,
  SignTreatmentPlanBody,
  TreatmentPlanListQuery,
  TreatmentPlanParams,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { rolesAccess } from "../../authz/routeAccess";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { chartRouteAccess } from "../clients/chartRouteAccess";
import { approveTreatmentPlan, returnTreatmentPlan, signTreatmentPlan } from "./signing";
import { getTreatmentPlan, listClientTreatmentPlans, listTreatmentPlans, startTreatmentPlan } from "./service";

const tags = ["treatment plans"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function treatmentPlansRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/treatment-plannings",
      {
        config: rolesAccess(AREA_ROLES.treatmentPlans, 403),
        ...auth,
        schema: {
          tags,
          summary: "Treatment plans of the caller's locations, newest first (25 a page)",
          querystring: TreatmentPlanListQuery,
        },
      },
      async (request) => listTreatmentPlans(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/treatment-plannings/:planId",
      {
        config: chartRouteAccess("client:treatment_plans_read"),
        ...auth,
        schema: {
          tags,
          summary: "A treatment plan with its outline and texts as stored, and what keeps it from being signed",
          params: TreatmentPlanParams,
        },
      },
      async (request) => ({ results: await getTreatmentPlan(deps, ctxOf(request), request.params.planId) }),
    );

    app.post(
      "/auth/treatment-plannings/:planId/sign",
      {
        config: chartRouteAccess("client:treatment_plan_sign"),
        ...auth,
        schema: {
          tags,
          summary:
            "Sign the plan with your PIN or password: it is sealed as stored, checked complete (400 naming what is missing) and awaits approval",
          params: TreatmentPlanParams,
          body: SignTreatmentPlanBody,
        },
      },
      async (request) => ({
        results: await signTreatmentPlan(deps, ctxOf(request), request.params.planId, request.body),
      }),
    );

    app.post(
      "/auth/treatment-plannings/:planId/approve",
      {
        config: chartRouteAccess("client:treatment_plan_approve"),
        ...auth,
        schema: {
          tags,
          summary: "Approve the signed plan with your PIN or password (not a plan you signed): it never changes again",
          params: TreatmentPlanParams,
          body: ApproveTreatmentPlanBody,
        },
      },
      async (request) => ({
        results: await approveTreatmentPlan(deps, ctxOf(request), request.params.planId, request.body),
      }),
    );

    app.post(
      "/auth/treatment-plannings/:planId/return",
      {
        config: chartRouteAccess("client:treatment_plan_return"),
        ...auth,
        schema: {
          tags,
          summary:
            "Return the signed plan to its author with a reason: the signature is voided and the plan opens again",
          params: TreatmentPlanParams,
          body: ReturnTreatmentPlanBody,
        },
      },
      async (request) => ({
        results: await returnTreatmentPlan(deps, ctxOf(request), request.params.planId, request.body),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/treatment-plannings",
      {
        config: chartRouteAccess("client:treatment_plans_read"),
        ...auth,
        schema: {
          tags,
          summary: "The client's treatment plans, every stay and version, newest first",
          params: MrNoParams,
        },
      },
      async (request) => ({ results: await listClientTreatmentPlans(deps, ctxOf(request), request.params.mrNo) }),
    );

    app.post(
      "/auth/clients/:mrNo/treatment-plannings",
      {
        config: chartRouteAccess("client:treatment_plan_start"),
        ...auth,
        schema: {
          tags,
          summary:
            "Start the treatment plan of the client's current stay: its level of care and active diagnoses carried in",
          params: MrNoParams,
        },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await startTreatmentPlan(deps, ctxOf(request), request.params.mrNo) }),
    );
  };
}

/** /auth/clinicians/* routes. */
import { z } from "zod";
import { AREA_ROLES, ClinicianListQuery, ClinicianUpdateBody, SignupBody, id } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import {
  caseLoad,
  createClinician,
  deactivateClinician,
  getClinician,
  listClinicians,
  primaryTherapists,
  updateClinician,
} from "./service";
import { rolesAccess, scope, staffAccess } from "../../authz/routeAccess";

const tags = ["clinicians"];
const IdParams = z.object({ id });

export function clinicianRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.post(
      "/auth/signup",
      {
        config: rolesAccess(AREA_ROLES.settings, 403),
        ...auth,
        // Under /auth like the other account calls (spec §7), but what it makes is a clinician.
        schema: { tags, summary: "Invite a staff member (admin)", body: SignupBody },
      },
      async (request, reply) => {
        const clinician = await createClinician(deps, ctxOf(request), request.body);
        return reply.status(201).send({ results: clinician });
      },
    );

    app.get(
      "/auth/clinicians",
      {
        config: staffAccess(),
        ...auth,
        schema: { tags, summary: "Clinicians in the caller's locations (§3 filter)", querystring: ClinicianListQuery },
      },
      async (request) => listClinicians(deps, ctxOf(request), request.query),
    );

    app.get(
      "/auth/clinicians/primary-therapists",
      {
        config: staffAccess(),
        ...auth,
        schema: { tags, summary: "Therapists and supervisors of the caller's locations" },
      },
      async (request) => ({
        results: await primaryTherapists(deps, ctxOf(request)),
      }),
    );

    app.get(
      "/auth/clinicians/:id",
      {
        config: staffAccess(scope.organization),
        ...auth,
        schema: { tags, summary: "One clinician", params: IdParams },
      },
      async (request) => ({
        results: await getClinician(deps, ctxOf(request), request.params.id),
      }),
    );

    app.patch(
      "/auth/clinicians/:id",
      {
        config: rolesAccess(AREA_ROLES.settings, 403, scope.organization),
        ...auth,
        schema: { tags, summary: "Update a clinician (admin)", params: IdParams, body: ClinicianUpdateBody },
      },
      async (request) => ({
        results: await updateClinician(deps, ctxOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      "/auth/clinicians/:id/deactivate",
      {
        config: rolesAccess(AREA_ROLES.settings, 403, scope.organization),
        ...auth,
        schema: { tags, summary: "Deactivate a clinician and end their sessions (admin)", params: IdParams },
      },
      async (request) => ({
        results: await deactivateClinician(deps, ctxOf(request), request.params.id),
      }),
    );

    app.get(
      "/auth/clinicians/:id/case-load",
      {
        config: staffAccess(scope.organization),
        ...auth,
        schema: { tags, summary: "Clients whose primary therapist is this clinician", params: IdParams },
      },
      async (request) => ({
        results: await caseLoad(deps, ctxOf(request), request.params.id),
      }),
    );
  };
}

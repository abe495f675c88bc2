/**
 * /auth/clients/:mrNo episodes of care: the episodes, level-of-care and location history and referrals
 * (any staff member of the client's location), and the changes (by the roles of schema/src/policy/clientChart.ts).
 */
import { z } from "zod";
import {
  AdmissionBody,
  AnticipatedDischargeBody,
  CLIENT_CHART_ROLES,
  DischargeBody,
  LevelOfCareChangeBody,
  PrimaryTherapistBody,
  ReferralBody,
  STAFF_ROLES,
  TransferBody,
} from "@hearth/schema";
import type { ClientChartAction } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { rolesAccess, scope, staffAccess } from "../../../authz/routeAccess";
import { levelOfCareHistory, listEpisodes, listReferrals, locationHistory } from "./queries";
import { admitClient, readmitClient } from "./admission";
import {
  changeLevelOfCare,
  dischargeClient,
  referClient,
  setAnticipatedDischargeDate,
  setPrimaryTherapist,
  transferClient,
} from "./service";

const tags = ["client episodes"];
const params = z.object({ mrNo: z.string().trim().min(1).max(40) });

/** Every staff member may know the chart (404 outside their locations); those whose role may not change it get 403. */
const changeAccess = (action: ClientChartAction) =>
  rolesAccess(CLIENT_CHART_ROLES[action], 403, scope.location(404), { readers: STAFF_ROLES });
const readAccess = staffAccess(scope.location(404), 404);

export function episodeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };
    const read = <T>(
      path: string,
      summary: string,
      run: (d: Deps, ctx: RequestContext, mrNo: string) => Promise<T[]>,
    ) =>
      app.get(
        `/auth/clients/:mrNo/${path}`,
        { config: readAccess, ...auth, schema: { tags, summary, params } },
        async (request) => ({ results: await run(deps, ctxOf(request), request.params.mrNo) }),
      );
    read("episodes", "Every episode of care of the client, newest first", listEpisodes);
    read(
      "level-of-care-history",
      "The client's effective-dated levels of care, who set each and why, newest first",
      levelOfCareHistory,
    );
    read(
      "location-history",
      "The client's effective-dated locations, who moved them and why, newest first",
      locationHistory,
    );
    read("referrals", "The client's outgoing referrals, newest first", listReferrals);

    app.post(
      "/auth/clients/:mrNo/admit",
      {
        config: changeAccess("client:admit"),
        ...auth,
        schema: {
          tags,
          summary: "Admit a client pending admission: their first episode of care",
          params,
          body: AdmissionBody,
        },
      },
      async (request) => ({ results: await admitClient(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.post(
      "/auth/clients/:mrNo/readmit",
      {
        config: changeAccess("client:readmit"),
        ...auth,
        schema: {
          tags,
          summary: "Readmit a discharged client: a new episode of care, the earlier ones kept",
          params,
          body: AdmissionBody,
        },
      },
      async (request) => ({ results: await readmitClient(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.post(
      "/auth/clients/:mrNo/discharge",
      {
        config: changeAccess("client:discharge"),
        ...auth,
        schema: { tags, summary: "Discharge an active client: closes the open episode", params, body: DischargeBody },
      },
      async (request) => ({ results: await dischargeClient(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.post(
      "/auth/clients/:mrNo/refer",
      {
        config: changeAccess("client:refer"),
        ...auth,
        schema: { tags, summary: "Record an outgoing referral of the client", params, body: ReferralBody },
      },
      async (request, reply) =>
        reply.status(201).send({ results: await referClient(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.post(
      "/auth/clients/:mrNo/level-of-care",
      {
        config: changeAccess("client:level_of_care_change"),
        ...auth,
        schema: {
          tags,
          summary: "Change the level of care within the open episode, effective from a date",
          params,
          body: LevelOfCareChangeBody,
        },
      },
      async (request) => ({
        results: await changeLevelOfCare(deps, ctxOf(request), request.params.mrNo, request.body),
      }),
    );

    app.post(
      "/auth/clients/:mrNo/location",
      {
        config: changeAccess("client:location_change"),
        ...auth,
        schema: {
          tags,
          summary: "Transfer the client to another location of the organization within the open episode",
          params,
          body: TransferBody,
        },
      },
      async (request) => ({ results: await transferClient(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.put(
      "/auth/clients/:mrNo/primary-therapist",
      {
        config: changeAccess("client:primary_therapist"),
        ...auth,
        schema: { tags, summary: "Set or clear the client's primary therapist", params, body: PrimaryTherapistBody },
      },
      async (request) => ({
        results: await setPrimaryTherapist(deps, ctxOf(request), request.params.mrNo, request.body.clinicianId),
      }),
    );

    app.put(
      "/auth/clients/:mrNo/anticipated-discharge-date",
      {
        config: changeAccess("client:anticipated_discharge"),
        ...auth,
        schema: {
          tags,
          summary: "Set or clear the anticipated discharge date of the open episode",
          params,
          body: AnticipatedDischargeBody,
        },
      },
      async (request) => ({
        results: await setAnticipatedDischargeDate(deps, ctxOf(request), request.params.mrNo, request.body.date),
      }),
    );
  };
}

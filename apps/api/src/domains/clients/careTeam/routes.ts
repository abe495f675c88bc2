/** /auth/clients/:mrNo/care-team and add-stakeholder (§7): the clinicians who look after a client. */
import { z } from "zod";
import { CareTeamCandidatesQuery, CareTeamListQuery, CareTeamMemberBody, CareTeamMemberParams } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../../context";
import type { Deps } from "../../../deps";
import { chartRouteAccess } from "../chartRouteAccess";
import { careTeamCandidates } from "./candidates";
import { addCareTeamMember, listCareTeam, removeCareTeamMember } from "./service";

const tags = ["clients"];
const MrNoParams = z.object({ mrNo: z.string().trim().min(1).max(40) });

export function careTeamRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/clients/:mrNo/care-team",
      {
        config: chartRouteAccess("client:care_team_read"),
        ...auth,
        schema: {
          tags,
          summary: "The client's care team: the primary therapist first, then each member with their role",
          description:
            "A member who does not work at the client's location carries `homeLocations`, where they do: they reach the chart as a member of the team.",
          params: MrNoParams,
          querystring: CareTeamListQuery,
        },
      },
      async (request) => ({
        results: await listCareTeam(deps, ctxOf(request), request.params.mrNo, request.query),
      }),
    );

    app.get(
      "/auth/clients/:mrNo/care-team/candidates",
      {
        config: chartRouteAccess("client:care_team_update"),
        ...auth,
        schema: {
          tags,
          summary: "Who may join the care team: active staff of every location, the client's location first",
          description:
            "For those who may change the care team. Leaves out the primary therapist and current members; at most 25, narrowed by `searchQuery` (first, last or full name). Each names where they work.",
          params: MrNoParams,
          querystring: CareTeamCandidatesQuery,
        },
      },
      async (request) => ({
        results: await careTeamCandidates(deps, ctxOf(request), request.params.mrNo, request.query),
      }),
    );

    app.post(
      "/auth/clients/:mrNo/add-stakeholder",
      {
        config: chartRouteAccess("client:care_team_update"),
        ...auth,
        schema: {
          tags,
          summary: "Add a clinician to the care team with a role (409 when already on it)",
          description:
            "Any active staff member of the organization, of any location: a member from another location reaches the chart as a member of the team. Anyone else is refused with 400 on `userId`, a user of another organization alike with an unknown id.",
          params: MrNoParams,
          body: CareTeamMemberBody,
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ results: await addCareTeamMember(deps, ctxOf(request), request.params.mrNo, request.body) }),
    );

    app.delete(
      "/auth/clients/:mrNo/care-team/:memberId",
      {
        config: chartRouteAccess("client:care_team_update"),
        ...auth,
        schema: {
          tags,
          summary: "Take a clinician off the care team: kept in the history with who removed them and when",
          params: CareTeamMemberParams,
        },
      },
      async (request) => ({
        results: await removeCareTeamMember(deps, ctxOf(request), request.params.mrNo, request.params.memberId),
      }),
    );
  };
}

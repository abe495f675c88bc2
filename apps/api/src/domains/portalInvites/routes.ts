/** Portal invitations: staff invite a client; the client sets a password from the e-mailed link. */
import { PortalInviteBody, PortalInviteParams, SetClientPasswordBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { PORTAL_INVITERS } from "./policy";
import { invitePortalUser, setClientPassword } from "./service";
import { publicAccess, rolesAccess, scope } from "../../authz/routeAccess";

const tags = ["portal"];

export function portalInviteRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/auth/clients/:mrNo/portal-invite",
      {
        config: rolesAccess(PORTAL_INVITERS, 403, scope.location(404)),
        preHandler: deps.authenticate,
        schema: {
          tags,
          summary: "Invite (or re-invite) the client's portal user by e-mail",
          params: PortalInviteParams,
          body: PortalInviteBody,
        },
      },
      async (request, reply) => {
        const invite = await invitePortalUser(deps, ctxOf(request), request.params.mrNo, request.body.email);
        return reply.status(invite.created ? 201 : 200).send({ results: invite });
      },
    );

    app.post(
      "/auth/set-client-password",
      {
        config: publicAccess(),
        schema: {
          tags,
          summary: "Set the portal password from an invitation link (400 when invalid, used or expired)",
          body: SetClientPasswordBody,
        },
      },
      async (request) => {
        await setClientPassword(deps, request.body.token, request.body.password, request.ip);
        return { results: { passwordSet: true } };
      },
    );
  };
}

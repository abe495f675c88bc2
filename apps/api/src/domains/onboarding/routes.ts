/** /auth/onboarding: a new organization signs up and its first admin is signed in (public). */
import { OnboardingBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps";
import { applyCookies } from "../../http";
import { onboardOrganization } from "./service";
import { publicAccess } from "../../authz/routeAccess";

const tags = ["onboarding"];

export function onboardingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/auth/onboarding",
      {
        config: publicAccess(),
        schema: {
          tags,
          summary:
            "Create an organization, its first location and admin, and sign the admin in (409 when the e-mail has an account)",
          body: OnboardingBody,
        },
      },
      async (request, reply) => {
        const session = await onboardOrganization(deps, request.body, request.ip);
        applyCookies(reply, session.cookies);
        return reply.status(201).send({ results: session.results });
      },
    );
  };
}

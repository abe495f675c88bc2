/** /auth/terms: the terms of use and the caller's acceptance. */
import { TermsAcceptBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { acceptTerms, getTerms } from "./service";
import { signedInAccess } from "../../authz/routeAccess";

const tags = ["terms"];

export function termsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/terms",
      {
        config: signedInAccess(),
        ...auth,
        schema: { tags, summary: "The current terms and the latest version the caller accepted" },
      },
      async (request) => ({
        results: await getTerms(deps, ctxOf(request)),
      }),
    );

    app.post(
      "/auth/terms/accept",
      {
        config: signedInAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Accept the current terms (409 when the version is not current)",
          body: TermsAcceptBody,
        },
      },
      async (request) => ({
        results: await acceptTerms(deps, ctxOf(request), request.body.version),
      }),
    );
  };
}

/** /auth/preferences: the caller's appearance settings (spec §3) and default location. */
import { PreferencesBody } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { getPreferences, updatePreferences } from "./service";
import { signedInAccess } from "../../authz/routeAccess";

const tags = ["preferences"];

export function preferencesRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/preferences",
      {
        config: signedInAccess(),
        ...auth,
        schema: { tags, summary: "The caller's preferences (defaults when never saved)" },
      },
      async (request) => ({
        results: await getPreferences(deps, ctxOf(request)),
      }),
    );

    app.put(
      "/auth/preferences",
      {
        config: signedInAccess(),
        ...auth,
        schema: { tags, summary: "Save some or all preferences", body: PreferencesBody },
      },
      async (request) => ({
        results: await updatePreferences(deps, ctxOf(request), request.body),
      }),
    );
  };
}

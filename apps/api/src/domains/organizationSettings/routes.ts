/** /auth/organization-settings: the settings of the caller's organization (staff read, admins change). */
import { OrganizationSettingsUpdate } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { getOrganizationSettings, updateOrganizationSettings } from "./service";

const tags = ["organization settings"];

export function organizationSettingsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/organization-settings",
      {
        ...auth,
        schema: { tags, summary: "The organization's settings (defaults where never chosen); any staff member" },
      },
      async (request) => ({
        results: await getOrganizationSettings(deps, ctxOf(request), request.ip),
      }),
    );

    app.patch(
      "/auth/organization-settings",
      {
        ...auth,
        schema: {
          tags,
          summary: "Change some of the organization's settings (administrators; audited with before and after)",
          body: OrganizationSettingsUpdate,
        },
      },
      async (request) => ({
        results: await updateOrganizationSettings(deps, ctxOf(request), request.body, request.ip),
      }),
    );
  };
}

/** /auth/organization-settings: the settings of the caller's organization (staff read, admins change). */
import { AREA_ROLES, OrganizationSettingsUpdate } from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf } from "../../context";
import type { Deps } from "../../deps";
import { getOrganizationSettings, updateOrganizationSettings } from "./service";
import { rolesAccess, staffAccess } from "../../authz/routeAccess";

const tags = ["organization settings"];

export function organizationSettingsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.get(
      "/auth/organization-settings",
      {
        config: staffAccess(),
        ...auth,
        schema: { tags, summary: "The organization's settings (defaults where never chosen); any staff member" },
      },
      async (request) => ({
        results: await getOrganizationSettings(deps, ctxOf(request)),
      }),
    );

    app.patch(
      "/auth/organization-settings",
      {
        config: rolesAccess(AREA_ROLES.settings, 403),
        ...auth,
        schema: {
          tags,
          summary: "Change some of the organization's settings (administrators; audited with before and after)",
          body: OrganizationSettingsUpdate,
        },
      },
      async (request) => ({
        results: await updateOrganizationSettings(deps, ctxOf(request), request.body),
      }),
    );
  };
}

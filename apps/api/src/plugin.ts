/** The API as one encapsulated Fastify plugin (the launcher mounts it at /api). */
import type { FastifyPluginAsync } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { securityHeaders } from "@hearth/schema";
import type { Admission } from "./admission";
import { createAdmissionHooks } from "./admissionHooks";
import { crossSiteGuard } from "./crossSite";
import type { Deps } from "./deps";
import { registerDocs } from "./docs";
import { badRequest, errorHandler, notFound, renderError } from "./errors";
import { zodValidatorCompiler } from "./validation";
import { authRoutes } from "./domains/auth/routes";
import { clinicianRoutes } from "./domains/clinicians/routes";
import { notificationRoutes } from "./domains/notifications/routes";
import { reminderRoutes } from "./domains/reminders/routes";
import { taskRoutes } from "./domains/tasks/routes";
import { systemRoutes } from "./domains/system/routes";
import { collabDocumentRoutes } from "./domains/collabDocuments/routes";
import { activityLogRoutes } from "./domains/activityLog/routes";
import { preferencesRoutes } from "./domains/preferences/routes";
import { organizationSettingsRoutes } from "./domains/organizationSettings/routes";
import { termsRoutes } from "./domains/terms/routes";
import { onboardingRoutes } from "./domains/onboarding/routes";
import { portalInviteRoutes } from "./domains/portalInvites/routes";
import { programRoutes } from "./domains/programs/routes";
import { groupRoutes } from "./domains/groups/routes";
import { groupSessionRoutes } from "./domains/groupSessions/routes";
import { clientRoutes } from "./domains/clients/routes";
import { groupNoteRoutes } from "./domains/groupNotes/routes";
import { boardRoutes } from "./domains/board/routes";
import { handoffRoutes } from "./domains/handoff/routes";
import { eventRoutes } from "./domains/events/routes";
import { messagingRoutes } from "./domains/messaging/routes";

/** Paths (below the API's prefix) that never touch the database, registered by plugins we do not own. */
const WITHOUT_DATABASE = /^\/(version|docs)(\/|$)/;

export function buildPlugin(deps: Deps, admission: Admission): FastifyPluginAsync {
  return async (app) => {
    // First, so that it sees every route registered below (plugins' routes included).
    app.addHook(
      "onRoute",
      createAdmissionHooks(admission, (route) => WITHOUT_DATABASE.test(route.url.slice(app.prefix.length))),
    );
    const headers = securityHeaders("data", { https: deps.options.publicUrl.startsWith("https:") });
    app.addHook("onRequest", async (_request, reply) => {
      void reply.headers(headers);
    });
    // Before admission and authentication: a forged request costs nothing and learns nothing.
    app.addHook("onRequest", crossSiteGuard(deps.options.publicUrl));
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(renderError(notFound(`Route ${request.method} ${request.url.split("?")[0]}`))),
    );
    app.decorateRequest("ctx", null);

    // JSON bodies: an empty body counts as none (some clients send a content type with no body).
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      if (typeof body === "string" && body.trim() === "") return done(null, undefined);
      void parseJson(request, body as string, (error, value) =>
        error ? done(badRequest("The request body is not valid JSON"), undefined) : done(null, value),
      );
    });

    // Off in production unless HEARTH_API_DOCS asks: /docs is then an unknown route (404).
    if (deps.options.apiDocs) await registerDocs(app, deps.options.version);

    const typed = app.withTypeProvider<ZodTypeProvider>();
    await typed.register(authRoutes(deps));
    await typed.register(clinicianRoutes(deps));
    await typed.register(notificationRoutes(deps));
    await typed.register(reminderRoutes(deps));
    await typed.register(taskRoutes(deps));
    await typed.register(systemRoutes(deps));
    await typed.register(collabDocumentRoutes(deps));
    await typed.register(activityLogRoutes(deps));
    await typed.register(preferencesRoutes(deps));
    await typed.register(organizationSettingsRoutes(deps));
    await typed.register(termsRoutes(deps));
    await typed.register(onboardingRoutes(deps));
    await typed.register(portalInviteRoutes(deps));
    await typed.register(programRoutes(deps));
    await typed.register(groupRoutes(deps));
    await typed.register(groupSessionRoutes(deps));
    await typed.register(clientRoutes(deps));
    await typed.register(groupNoteRoutes(deps));
    await typed.register(boardRoutes(deps));
    await typed.register(handoffRoutes(deps));
    await typed.register(eventRoutes(deps));
    await typed.register(messagingRoutes(deps));
  };
}

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
import { DOMAINS } from "./domains";

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
    for (const domain of DOMAINS) await typed.register(domain.routes(deps));
  };
}

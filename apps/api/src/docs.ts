/** OpenAPI 3.1 at /docs/json and its UI at /docs, generated from the zod schemas of the routes. */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { PRODUCT_NAME } from "@hearth/schema";

/**
 * The UI's own page: its scripts and styles are files of its own, it may not be framed, and it
 * loads nothing from elsewhere (swagger-ui's default would ask for https upgrades, which breaks
 * an http development server).
 */
const DOCS_POLICY =
  "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'";

/** Registers the document and its UI; call before the routes, so that it sees them all. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: `${PRODUCT_NAME} REST API`, version },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "token" },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: DOCS_POLICY });
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import type { Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { inlineGraphqlDocuments } from "./vite/graphqlDocuments.js";

const webRoot = path.dirname(fileURLToPath(import.meta.url));
/** The running version (§3) is the root package.json's; the server's GET /api/version answers the same. */
const version = (JSON.parse(readFileSync(path.join(webRoot, "../../package.json"), "utf8")) as { version: string })
  .version;
/** Where `npm start` (the launcher) serves from in development and in the one-process server. */
const API_ORIGIN = "http://localhost:4000";
const BUILD_DATE_FILE = "build_date.txt";

/**
 * Writes `build_date.txt` (the ISO instant of this build) into dist. The app compares it with the
 * `build_date` cookie to notice a new deployment (§4); the dev server answers its own start time.
 */
function buildDate(): Plugin {
  const startedAt = new Date().toISOString();
  return {
    name: "hearth-build-date",
    configureServer(server) {
      server.middlewares.use(`/${BUILD_DATE_FILE}`, (_request, response) => {
        response.setHeader("content-type", "text/plain; charset=utf-8");
        response.setHeader("cache-control", "no-store");
        response.end(startedAt);
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: BUILD_DATE_FILE, source: new Date().toISOString() });
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [inlineGraphqlDocuments(webRoot), react(), buildDate()],
  define: { __HEARTH_VERSION__: JSON.stringify(version) },
  build: {
    outDir: path.join(webRoot, "dist"),
    emptyOutDir: true,
    // Routes are split by hand with React.lazy (src/app/routes.tsx); the data grid and the
    // collaborative editor stay out of the login route's chunk.
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      // @hearth/schema's modules only declare constants, types and zod schemas. Saying so lets a
      // page that needs a role label skip the zod schemas (and zod) it never calls.
      treeshake: { moduleSideEffects: [{ test: /[\\/]schema[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
  server: {
    proxy: {
      "/api": { target: API_ORIGIN, changeOrigin: false },
      "/graphql": { target: API_ORIGIN, ws: true, changeOrigin: false },
      "/collab/": { target: API_ORIGIN, ws: true, changeOrigin: false },
    },
  },
});

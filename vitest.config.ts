import os from "node:os";
import { defineConfig } from "vitest/config";

// graphql 16 ships CJS (main) and ESM (module) without an exports map: Node loads the CJS build
// for Apollo, graphql-ws and graphql-tools, Vite would load the ESM one for our sources, and two
// copies of graphql refuse each other's schemas. One copy for everyone: the one Node loads.
const resolve = { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] };

/**
 * Files share their worker's module cache: loading MUI, Apollo and the API once per worker instead
 * of once per file halves the run (int 223 -> 95 s, unit 71 -> 41 s). Every file restores the
 * timers it fakes; stubbed globals are undone after each test. (Per project: projects do not
 * inherit the root's test options.)
 */
const shared = { isolate: false, unstubGlobals: true, environment: "node" } as const;

/** One user's flood of the collab server, judged against latency goals while it lasts (see the "flood" project). */
const FLOOD_TEST = "apps/collab/src/flood.int.test.ts";

/**
 * The tests generated for every route (authorization matrices, input fuzzing) run on embedded PGlite;
 * `npm test`'s second pass, on PostgreSQL and Redis, leaves them out (HEARTH_ROUTE_TESTS_ONCE=1) to keep
 * the suite within its time.
 */
const ROUTE_TESTS = ["**/authMatrix.int.test.ts", "apps/api/src/routeFuzz.int.test.ts"];
const routeTestsOnce = process.env["HEARTH_ROUTE_TESTS_ONCE"] === "1";

/** Two tiers: unit tests beside the code, integration tests against the real database and services. */
export default defineConfig({
  test: {
    // Vitest's default (one core less than the machine) is one worker on a 2-core machine; the
    // database tests mostly wait on Postgres or on their own PGlite, so two share two cores well.
    // More than four PGlite instances at once would only cost memory.
    maxWorkers: Math.min(4, Math.max(2, os.availableParallelism() - 1)),
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          // Pages rendered in jsdom take a few seconds on a loaded 2-core machine; 5 s timed out under load.
          testTimeout: 15_000,
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "e2e/**"],
          ...shared,
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        resolve,
        test: {
          name: "int",
          include: ["**/*.int.test.ts"],
          // The scaffold's test uses no database: it runs once (its own project), not once per database.
          // The flood test judges latency goals: it runs alone (its own project), with no other file beside it.
          exclude: ["**/node_modules/**", "scripts/**", FLOOD_TEST, ...(routeTestsOnce ? ROUTE_TESTS : [])],
          // The database template the files copy, made once before they start (see the file).
          globalSetup: ["./vitest.int-setup.ts"],
          ...shared,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: "flood",
          include: [FLOOD_TEST],
          ...shared,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: "scaffold",
          include: ["scripts/**/*.int.test.ts"],
          ...shared,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

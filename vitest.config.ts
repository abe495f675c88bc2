import { defineConfig } from "vitest/config";

/** Two tiers: unit tests beside the code, integration tests against the real database and services. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**", "e2e/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "int",
          include: ["**/*.int.test.ts"],
          exclude: ["**/node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

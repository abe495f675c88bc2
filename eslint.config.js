// Lint for every workspace; the seams between apps are enforced here (STYLE.md "Seams, enforced").
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const ROLE_NAMES = "admin|supervisor|therapist|nurse|physician|bht|admissions|client";

const seam = (message, ...patterns) => ({
  "no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/__generated__/**",
      "data/**",
      ".tmp/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...seam(
        "The web app talks to the servers over HTTP and WebSocket only.",
        "@hearth/api",
        "@hearth/gateway",
        "@hearth/collab",
        "@hearth/bus",
        "**/api/src/**",
        "**/gateway/src/**",
        "**/collab/src/**",
      ),
    },
  },
  {
    files: ["gateway/**/*.ts"],
    rules: seam(
      "The gateway calls the REST API over HTTP; it never imports the API or opens the database.",
      "@hearth/api",
      "**/api/src/**",
      "@hearth/web",
      "**/web/src/**",
      "drizzle-orm",
      "pg",
      "@electric-sql/pglite",
    ),
  },
  {
    files: ["apps/collab/**/*.ts"],
    rules: seam(
      "The collab server calls the REST API over HTTP; it never imports the API or opens the database.",
      "@hearth/api",
      "**/api/src/**",
      "@hearth/gateway",
      "**/gateway/src/**",
      "drizzle-orm",
      "pg",
      "@electric-sql/pglite",
    ),
  },
  {
    files: ["apps/api/**/*.ts"],
    rules: seam(
      "The API is the system of record; it imports no other app.",
      "@hearth/gateway",
      "**/gateway/src/**",
      "@hearth/collab",
      "**/collab/src/**",
      "@hearth/web",
      "**/web/src/**",
    ),
  },
  {
    // Role rules live in schema/src/policy: the web app reads `Me.capabilities` and per-object
    // `permissions`, the gateway calls the same rules; neither compares roles of its own.
    files: [
      "apps/web/src/features/**/*.{ts,tsx}",
      "apps/web/src/app/**/*.{ts,tsx}",
      "gateway/src/domains/**/*.ts",
      "gateway/src/kernel/**/*.ts",
      "gateway/src/pubsub/**/*.ts",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='role']",
          `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(${ROLE_NAMES})$/]`,
          "CallExpression[callee.property.name='includes'] > MemberExpression.arguments[property.name='role']",
          "SwitchStatement > MemberExpression.discriminant[property.name='role']",
        ].map((selector) => ({
          selector,
          message:
            "Do not compare roles here: use a rule of schema/src/policy, `Me.capabilities` (useCan) or the object's `permissions`.",
        })),
      ],
    },
  },
  {
    // Test harnesses compose the real API with the app under test, as the launcher does.
    files: ["gateway/test/**/*.ts", "apps/collab/test/**/*.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["schema/**/*.ts", "packages/**/*.ts"],
    rules: seam(
      "schema/ and shared packages import from no app.",
      "@hearth/api",
      "@hearth/gateway",
      "@hearth/collab",
      "@hearth/web",
      "**/apps/**",
      "**/api/src/**",
      "**/gateway/src/**",
      "**/collab/src/**",
      "**/web/src/**",
    ),
  },
  {
    // The test kit writes test data with the API's own tables and services (packages/testing/src/index.ts
    // says why): test-only code, so it alone among shared packages may reach into the API, and into no other app.
    files: ["packages/testing/**/*.ts"],
    rules: seam(
      "The test kit uses the API's sources for test data; it imports no other app.",
      "@hearth/gateway",
      "@hearth/collab",
      "@hearth/web",
      "**/gateway/src/**",
      "**/collab/src/**",
      "**/web/src/**",
    ),
  },
  {
    // Browser specs drive a server in another process: their test data reaches it over HTTP and loads no app.
    files: ["packages/testing/src/browser/**/*.ts", "packages/testing/src/editor.ts"],
    rules: seam(
      "Browser-test data reaches the app over HTTP: it imports no app's sources.",
      "@hearth/api",
      "@hearth/gateway",
      "@hearth/collab",
      "@hearth/web",
      "**/apps/**",
      "**/gateway/src/**",
    ),
  },
  {
    // A rule of its own (the typescript-eslint twin), so the seams above keep theirs.
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/test/**", "**/testing/**", "e2e/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@hearth/testing", "@hearth/testing/*", "**/packages/testing/**"],
              message:
                "The test kit is for tests only: production code never loads it (it reaches into the API's database).",
            },
          ],
        },
      ],
    },
  },
);

import type { CodegenConfig } from "@graphql-codegen/cli";
import { codegenMappers } from "./gateway/src/domains/compose";

/** schema/graphql -> gateway resolver types (mapped to REST shapes) and the web app's typed documents. */
const config: CodegenConfig = {
  schema: "schema/graphql/*.graphql",
  ignoreNoDocuments: true,
  generates: {
    "gateway/src/__generated__/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        contextType: "../context#GatewayContext",
        // The REST types share their names with the GraphQL types: import them as MeRest, …
        mapperTypeSuffix: "Rest",
        scalars: { DateTime: "string" },
        enumsAsTypes: true,
        // Resolvers receive the REST shapes: each domain names its types in gateway/src/domains/<d>/index.ts.
        mappers: codegenMappers(),
      },
    },
    "apps/web/src/__generated__/": {
      preset: "client",
      documents: ["apps/web/src/**/*.{ts,tsx}", "!apps/web/src/__generated__/**", "!apps/web/src/**/*.test.{ts,tsx}"],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, scalars: { DateTime: "string" }, enumsAsTypes: true },
    },
  },
};
export default config;

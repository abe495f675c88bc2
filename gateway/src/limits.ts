import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import type { ParseOptions, ValidationRule } from "graphql";

/**
 * Limits on what one operation may ask for, so that a single request cannot make the gateway
 * fan out into thousands of REST calls. Depth and cost count fields, not fragments (the web app's
 * component fragments must cost nothing extra), and introspection below `__schema` is exempt
 * but `__type { ofType { ofType … } } }` chains are not.
 */
export const LIMITS = {
  maxDepth: 10,
  /**
   * graphql-armor's cost (objects 2, scalars 1, ×1.5 per level): a full clinician page is ≈ 50, a
   * whole group note ≈ 370, and one level deeper (approval queue, subscription) ≈ 550, print with
   * content ≈ 650. Those deep selections are one REST response each, not a fan-out.
   */
  maxCost: 1000,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 2000,
} as const;

export interface OperationLimits {
  /** Validation rules for Apollo (HTTP) and for graphql-ws (subscriptions) alike. */
  validationRules: ValidationRule[];
  /** Apollo plugins: field-suggestion masking in production. */
  plugins: ApolloServerPlugin<BaseContext>[];
  /**
   * Apollo's parse options: the token limit. graphql-armor's token plugin threw from Apollo's
   * parsingDidStart hook, which Apollo treats as its own failure (HTTP 500); graphql-js's parser
   * stops at the same count with a syntax error, which Apollo answers 400 GRAPHQL_PARSE_FAILED.
   * graphql-ws parses with the same option (subscriptions.ts).
   */
  parseOptions: ParseOptions;
}

export function operationLimits(production: boolean): OperationLimits {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true },
    // Component fragments are how the web app is written; a spread must not multiply the cost.
    costLimit: { maxCost: LIMITS.maxCost, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases },
    maxDirectives: { n: LIMITS.maxDirectives },
    maxTokens: { enabled: false },
    // "Did you mean …" hints reveal the schema; useful while developing, hidden in production.
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  return {
    validationRules: [...protection.validationRules],
    plugins: [...protection.plugins],
    parseOptions: { maxTokens: LIMITS.maxTokens },
  };
}

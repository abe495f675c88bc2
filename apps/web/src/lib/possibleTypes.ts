/**
 * Members of each GraphQL union and interface in schema/graphql, which the Apollo cache needs to
 * match fragments on abstract types (`... on LoginSuccess` inside `LoginResult`). Kept in step
 * with the SDL by possibleTypes.test.ts.
 */
export const possibleTypes: Record<string, string[]> = {
  LoginResult: ["LoginSuccess", "TwoFactorChallenge"],
};

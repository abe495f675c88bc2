import type { LoginResultResolvers } from "../__generated__/resolvers-types";

export const LoginResult: LoginResultResolvers = {
  __resolveType: (result) => ("challengeToken" in result ? "TwoFactorChallenge" : "LoginSuccess"),
};

import type { LoginResults } from "@hearth/schema";
import type { MutationResolvers, ResolversTypes } from "../__generated__/resolvers-types";
import { ApiError } from "../rest/errors";

type LoginSuccess = Awaited<ResolversTypes["LoginSuccess"]>;
type LoginResult = Awaited<ResolversTypes["LoginResult"]>;

function loginResult(results: LoginResults): LoginResult {
  if (results.two_factor_required) return { challengeToken: results.challenge_token };
  // Tokens stay in the HttpOnly cookies the API set; they are never handed to page scripts.
  return { user: results.user, tokenExpiresAt: results.token_expires_at };
}

export const Mutation: MutationResolvers = {
  login: async (_parent, { email, password }, { rest }) => loginResult(await rest.login({ email, password })),

  verifyTwoFactorLogin: async (_parent, { challengeToken, code }, { rest }): Promise<LoginSuccess> => {
    const result = loginResult(await rest.verifyTwoFactorLogin({ challenge_token: challengeToken, code }));
    if ("challengeToken" in result)
      throw new ApiError("A second challenge was not expected.", 500, { code: "INTERNAL_SERVER_ERROR" });
    return result;
  },

  logout: async (_parent, _args, { rest }) => {
    await rest.logout();
    return true;
  },
};

import { capabilitiesOf, principalOf } from "@hearth/schema";
import type { LoginResults } from "@hearth/schema";
import type { ResolversTypes } from "../../__generated__/resolvers-types";
import { ApiError } from "../../rest/errors";
import type { DomainResolvers } from "../domain";

type LoginSuccess = Awaited<ResolversTypes["LoginSuccess"]>;
type LoginResult = Awaited<ResolversTypes["LoginResult"]>;

function loginResult(results: LoginResults): LoginResult {
  if (results.two_factor_required) return { challengeToken: results.challenge_token };
  // Tokens stay in the HttpOnly cookies the API set; they are never handed to page scripts.
  return { user: results.user, tokenExpiresAt: results.token_expires_at };
}

/** The signed-in user, signing in (with a second factor when asked) and out. */
export const authResolvers: DomainResolvers = {
  Query: {
    me: (_parent, _args, { rest }) => rest.me(),
  },

  Mutation: {
    login: async (_parent, { email, password }, { api }) => loginResult(await api.auth.login({ email, password })),

    verifyTwoFactorLogin: async (_parent, { challengeToken, code }, { api }): Promise<LoginSuccess> => {
      const result = loginResult(await api.auth.verifyTwoFactorLogin({ challenge_token: challengeToken, code }));
      if ("challengeToken" in result)
        throw new ApiError("A second challenge was not expected.", 500, { code: "INTERNAL_SERVER_ERROR" });
      return result;
    },

    logout: async (_parent, _args, { api }) => {
      await api.auth.logout();
      return true;
    },
  },

  Me: {
    // REST gives the id of the default location; it is always one of the user's locations.
    defaultLocation: (me) => me.locations.find((location) => location.id === me.defaultLocationId) ?? null,
    // From the user the API presented, by the same rules the API's policies follow (schema/src/policy).
    capabilities: (me) => capabilitiesOf(principalOf(me)),
  },

  LoginResult: {
    __resolveType: (result) => ("challengeToken" in result ? "TwoFactorChallenge" : "LoginSuccess"),
  },
};

import { principalOf } from "@hearth/schema";
import type { Principal } from "@hearth/schema";
import type { GatewayContext } from "./context";
import { ApiError } from "./rest/errors";

/**
 * Who is asking, for the rules of schema/src/policy: the socket's user, or on HTTP the signed-in
 * user as the API presents them (asked once per request). Unauthenticated when nobody is signed in.
 */
export async function principalOfContext(ctx: GatewayContext): Promise<Principal> {
  const me = ctx.viewer ?? (await ctx.loaders.me());
  if (!me) throw new ApiError("Sign in first.", 401, { code: "UNAUTHENTICATED" });
  return principalOf(me);
}

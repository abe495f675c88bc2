import type { LoginBody, LoginResults, TwoFactorLoginBody } from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

/** Signing in and out; the API sets and clears the session cookies, which go back to the browser. */
export class AuthApi {
  constructor(private readonly rest: RestClient) {}

  login(body: z.input<typeof LoginBody>): Promise<LoginResults> {
    return this.rest.results<LoginResults>("POST", "/api/auth/login", { body });
  }

  verifyTwoFactorLogin(body: z.input<typeof TwoFactorLoginBody>): Promise<LoginResults> {
    return this.rest.results<LoginResults>("POST", "/api/auth/two-factor/verify", { body });
  }

  async logout(): Promise<void> {
    await this.rest.call<unknown>("POST", "/api/auth/logout");
  }
}

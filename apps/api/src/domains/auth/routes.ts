/** /auth/* routes: sign-in, sign-out, tokens, password, two-factor, PIN. */
import { z } from "zod";
import {
  COOKIE,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  PinChangeBody,
  PinCheckBody,
  RefreshBody,
  ResetPasswordBody,
  TwoFactorLoginBody,
  TwoFactorUpdateBody,
} from "@hearth/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ctxOf, resolveContext } from "../../context";
import type { Deps } from "../../deps";
import { applyCookies } from "../../http";
import {
  changePassword,
  changePin,
  checkPin,
  forgotPassword,
  generateTwoFactor,
  resetPassword,
  updateTwoFactor,
} from "./account";
import { clearedCookies } from "./cookies";
import { login, logout, refreshSession, verifyTwoFactorLogin } from "./service";
import { presentMe } from "./presenter";
import { publicAccess, signedInAccess } from "../../authz/routeAccess";

const tags = ["auth"];

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const auth = { preHandler: deps.authenticate };

    app.post(
      "/auth/login",
      { config: publicAccess(), schema: { tags, summary: "Sign in with e-mail and password", body: LoginBody } },
      async (request, reply) => {
        const outcome = await login(deps, request.body, request.ip);
        if (outcome.kind === "challenge")
          return { results: { two_factor_required: true, challenge_token: outcome.challengeToken } };
        applyCookies(reply, outcome.session.cookies);
        return { results: outcome.session.results };
      },
    );

    app.post(
      "/auth/two-factor/verify",
      {
        config: publicAccess(),
        schema: { tags, summary: "Finish a sign-in with the authenticator code", body: TwoFactorLoginBody },
      },
      async (request, reply) => {
        const session = await verifyTwoFactorLogin(deps, request.body, request.ip);
        applyCookies(reply, session.cookies);
        return { results: session.results };
      },
    );

    app.post(
      "/auth/two-factor/generate",
      { config: signedInAccess(), ...auth, schema: { tags, summary: "Create a pending TOTP secret" } },
      async (request) => ({
        results: await generateTwoFactor(deps, ctxOf(request)),
      }),
    );

    app.post(
      "/auth/two-factor/update",
      {
        config: signedInAccess(),
        ...auth,
        schema: { tags, summary: "Enable or disable two-factor sign-in", body: TwoFactorUpdateBody },
      },
      async (request, reply) => {
        const session = await updateTwoFactor(deps, ctxOf(request), request.body.enabled, request.body.code);
        applyCookies(reply, session.cookies);
        return { results: session.results };
      },
    );

    app.post(
      "/auth/logout",
      { config: publicAccess(), schema: { tags, summary: "Sign out everywhere and clear the session cookies" } },
      async (request, reply) => {
        // Clearing cookies works even with an expired token; revocation needs a valid one.
        const ctx = await resolveContext(deps.db, deps.tokens, request).catch(() => null);
        if (ctx) await logout(deps, ctx);
        applyCookies(reply, clearedCookies(Object.keys(request.cookies ?? {}), deps.options.secureCookies));
        return { results: { logged_out: true } };
      },
    );

    app.post(
      "/auth/refresh-token",
      {
        config: publicAccess(),
        schema: { tags, summary: "Rotate the refresh token and re-set every cookie", body: RefreshBody.nullish() },
      },
      async (request, reply) => {
        const token = request.body?.refresh_token ?? request.cookies?.[COOKIE.refreshToken];
        const session = await refreshSession(deps, token, request.ip);
        applyCookies(reply, session.cookies);
        const { access_token, ai_token, refresh_token } = session.results;
        return { results: { access_token, ai_token, refresh_token } };
      },
    );

    app.get(
      "/auth/me",
      { config: signedInAccess(), ...auth, schema: { tags, summary: "The signed-in user" } },
      async (request) => ({
        results: await presentMe(deps.db, ctxOf(request).user),
      }),
    );

    app.post(
      "/auth/forgot_password",
      {
        config: publicAccess(),
        schema: { tags, summary: "E-mail a password-reset link (always 200)", body: ForgotPasswordBody },
      },
      async (request) => {
        await forgotPassword(deps, request.body.email, request.ip);
        return { results: { sent: true } };
      },
    );

    app.post(
      "/auth/reset",
      {
        config: publicAccess(),
        schema: { tags, summary: "Set a new password from an e-mailed link", body: ResetPasswordBody },
      },
      async (request) => {
        await resetPassword(deps, request.body.token, request.body.password, request.ip);
        return { results: { reset: true } };
      },
    );

    app.post(
      "/auth/change-password",
      {
        config: signedInAccess(),
        ...auth,
        schema: { tags, summary: "Change the password; every other session ends", body: ChangePasswordBody },
      },
      async (request, reply) => {
        const session = await changePassword(
          deps,
          ctxOf(request),
          request.body.currentPassword,
          request.body.newPassword,
        );
        applyCookies(reply, session.cookies);
        return { results: session.results };
      },
    );

    app.post(
      "/auth/pin-code/check",
      {
        config: signedInAccess(),
        ...auth,
        schema: {
          tags,
          summary: "Check the PIN",
          body: PinCheckBody,
          response: { 200: z.object({ results: z.object({ valid: z.literal(true) }) }) },
        },
      },
      async (request) => {
        await checkPin(deps, ctxOf(request), request.body.pin);
        return { results: { valid: true as const } };
      },
    );

    app.post(
      "/auth/pin-code/change",
      {
        config: signedInAccess(),
        ...auth,
        schema: { tags, summary: "Set or change the PIN (needs the password)", body: PinChangeBody },
      },
      async (request) => {
        await changePin(deps, ctxOf(request), request.body.password, request.body.pin);
        return { results: { changed: true } };
      },
    );
  };
}

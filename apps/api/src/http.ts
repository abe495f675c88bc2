/** Small helpers shared by route files. */
import type { FastifyReply } from "fastify";
import type { CookieSpec } from "./domains/auth/cookies";

export function applyCookies(reply: FastifyReply, cookies: CookieSpec[]): void {
  for (const c of cookies) void reply.setCookie(c.name, c.value, c.options);
}

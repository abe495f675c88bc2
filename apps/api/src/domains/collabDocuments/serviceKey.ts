/** The collab server's shared secret, compared in constant time. */
import { createHash, timingSafeEqual } from "node:crypto";
import { SERVICE_KEY_HEADER } from "@hearth/schema";
import type { FastifyRequest } from "fastify";
import { unauthenticated } from "../../errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

export function serviceKeyMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== "string" || given.length === 0 || expected.length === 0) return false;
  // Hashing first makes both sides the same length, so timingSafeEqual never leaks the length.
  return timingSafeEqual(digest(expected), digest(given));
}

export function requireServiceKey(expected: string) {
  return async function checkServiceKey(request: FastifyRequest): Promise<void> {
    if (!serviceKeyMatches(expected, request.headers[SERVICE_KEY_HEADER]))
      throw unauthenticated("A valid service key is required");
  };
}

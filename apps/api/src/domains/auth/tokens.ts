/**
 * JWTs (HS256, jose) with the claims sub, role, tv (token version), typ and exp; a kiosk token also
 * carries `sid`, the one group session whose check-in screen it opens, and the tokens of a sign-in
 * carry `fam`, its refresh-token family (revoked as one when a used refresh token comes back).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { sql } from "drizzle-orm";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, ROLES } from "@hearth/schema";
import type { Role } from "@hearth/schema";
import type { Db } from "../../db/client";
import { appSecrets } from "../../db/schema";
import { tokenExpired, unauthenticated } from "../../errors";

export type TokenType = "access" | "refresh" | "ai" | "challenge" | "kiosk";
export const CHALLENGE_TOKEN_TTL_SECONDS = 5 * 60;
/** The shortest life of a kiosk token; `signKiosk` is given the real expiry (the session's end and a margin). */
export const KIOSK_TOKEN_MIN_TTL_SECONDS = 60 * 60;
export const TOKEN_TTL_SECONDS: Record<TokenType, number> = {
  access: ACCESS_TOKEN_TTL_SECONDS,
  ai: ACCESS_TOKEN_TTL_SECONDS,
  refresh: REFRESH_TOKEN_TTL_SECONDS,
  challenge: CHALLENGE_TOKEN_TTL_SECONDS,
  kiosk: KIOSK_TOKEN_MIN_TTL_SECONDS,
};
const ISSUER = "hearth-api";
// The family is looked up as a uuid column: anything else must never reach the query.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  sub: string;
  role: Role;
  tv: number;
  typ: TokenType;
  exp: number;
  jti: string;
  /** Kiosk tokens only: the group session. */
  sid?: string;
  /** The refresh-token family (sign-in) of an access, AI or refresh token; absent on tokens issued before families. */
  fam?: string;
}
export interface TokenSubject {
  id: string;
  role: Role;
  tokenVersion: number;
}

/** Verified tokens remembered at once (a few thousand sessions' worth); the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 5_000;

export class TokenService {
  /**
   * Tokens whose signature and claims were checked, by the token's text. A session sends the same
   * access token with every request, and its HMAC through WebCrypto cost close to a millisecond of CPU
   * each time. Expiry and type are still checked on every use; revocation is the database's
   * (`loadUserContext`), so remembering a signature keeps nothing alive.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(private readonly key: Uint8Array) {}

  /** `ttlSeconds` shortens a token's life below its type's (tests of what happens at expiry). */
  async sign(
    subject: TokenSubject,
    typ: TokenType,
    jti: string = randomUUID(),
    ttlSeconds = TOKEN_TTL_SECONDS[typ],
  ): Promise<{ token: string; expiresAt: Date; jti: string }> {
    return this.signUntil(
      subject,
      typ,
      Math.floor(Date.now() / 1000) + Math.min(ttlSeconds, TOKEN_TTL_SECONDS[typ]),
      jti,
      {},
    );
  }

  /** An access, AI or refresh token of one sign-in, `family` being its refresh-token family. */
  async signInFamily(
    subject: TokenSubject,
    typ: "access" | "ai" | "refresh",
    family: string,
  ): Promise<{ token: string; expiresAt: Date; jti: string }> {
    return this.signUntil(subject, typ, Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS[typ], randomUUID(), {
      fam: family,
    });
  }

  /** A kiosk token for one group session, valid until `expiresAt` (at least KIOSK_TOKEN_MIN_TTL_SECONDS). */
  async signKiosk(
    subject: TokenSubject,
    sessionId: string,
    expiresAt: Date,
  ): Promise<{ token: string; expiresAt: Date; jti: string }> {
    const exp = Math.max(
      Math.floor(expiresAt.getTime() / 1000),
      Math.floor(Date.now() / 1000) + KIOSK_TOKEN_MIN_TTL_SECONDS,
    );
    return this.signUntil(subject, "kiosk", exp, randomUUID(), { sid: sessionId });
  }

  private async signUntil(
    subject: TokenSubject,
    typ: TokenType,
    exp: number,
    jti: string,
    extra: { sid?: string; fam?: string },
  ): Promise<{ token: string; expiresAt: Date; jti: string }> {
    const token = await new SignJWT({ role: subject.role, tv: subject.tokenVersion, typ, ...extra })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(subject.id)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(jti)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: new Date(exp * 1000), jti };
  }

  /**
   * Verifies signature, expiry and type (a token of one type never passes as another: a kiosk token
   * is no access token); the caller still checks tv against the database.
   */
  async verify(token: string, typ: TokenType): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      // As jose decides expiry: in whole seconds, expired at `exp` itself.
      if (known.exp <= Math.floor(Date.now() / 1000)) {
        this.verified.delete(token);
        throw tokenExpired();
      }
      if (known.typ !== typ) throw unauthenticated("The token is invalid");
      return known;
    }
    const claims = await this.verifySignature(token, typ);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string, typ: TokenType): Promise<TokenClaims> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"], issuer: ISSUER }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
      throw unauthenticated("The token is invalid");
    }
    const claims = payload as Partial<TokenClaims>;
    if (
      claims.typ !== typ ||
      typeof claims.sub !== "string" ||
      typeof claims.tv !== "number" ||
      typeof claims.exp !== "number" ||
      typeof claims.jti !== "string" ||
      !ROLES.includes(claims.role as Role) ||
      (typ === "kiosk") !== (typeof claims.sid === "string") ||
      (claims.fam !== undefined && !(typeof claims.fam === "string" && UUID.test(claims.fam)))
    ) {
      throw unauthenticated("The token is invalid");
    }
    return claims as TokenClaims;
  }
}

/** The signing key lives in the database, generated by whichever instance starts first. */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  const fresh = randomBytes(48).toString("base64url");
  await db.insert(appSecrets).values({ name: "jwt_signing_key", value: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'jwt_signing_key'`);
  if (!row) throw new Error("JWT signing key missing after insert");
  return new Uint8Array(Buffer.from(row.value, "base64url"));
}

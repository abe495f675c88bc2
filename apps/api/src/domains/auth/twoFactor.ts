/** TOTP (RFC 6238) for two-factor sign-in; secrets are Base32 as authenticator apps expect. */
import { generateSecret, generateURI, verify } from "otplib";
import { PRODUCT_NAME } from "@hearth/schema";

export function newTotpSecret(label: string): { secret: string; otpauth_uri: string } {
  const secret = generateSecret();
  return { secret, otpauth_uri: generateURI({ issuer: PRODUCT_NAME, label, secret }) };
}

/**
 * Accepts the current code and one step either side (clocks a little apart), but never a step at
 * or before `afterTimeStep`, so a code once used cannot be replayed. Returns the matched step.
 */
export async function verifyTotp(
  secret: string | null | undefined,
  code: string,
  afterTimeStep?: number | null,
): Promise<number | null> {
  if (!secret) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterTimeStep != null ? { afterTimeStep } : {}),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

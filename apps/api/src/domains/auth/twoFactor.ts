/** TOTP (RFC 6238) for two-factor sign-in; secrets are Base32 as authenticator apps expect. */
import { generateSecret, generateURI, verify } from "otplib";
import { PRODUCT_NAME } from "@hearth/schema";

export function newTotpSecret(label: string): { secret: string; otpauth_uri: string } {
  const secret = generateSecret();
  return { secret, otpauth_uri: generateURI({ issuer: PRODUCT_NAME, label, secret }) };
}

/** Accepts the current code and one step either side, for clocks a little apart. */
export async function verifyTotp(secret: string | null | undefined, code: string): Promise<boolean> {
  if (!secret) return false;
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

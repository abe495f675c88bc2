/** Password and PIN hashing (argon2id, the library's OWASP-recommended defaults). */
import { hash, verify } from "@node-rs/argon2";

export const hashSecret = (plain: string): Promise<string> => hash(plain);

export async function verifySecret(hashed: string | null | undefined, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** A valid hash of nothing anybody knows: unknown e-mails cost as much as wrong passwords (no timing oracle). */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash(`decoy-${Math.random()}-${Date.now()}`);
  return decoy;
}

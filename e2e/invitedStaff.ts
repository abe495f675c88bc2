import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";
import { E2E_DATA_DIR } from "./ready";

/** The e-mailed invitation link of `email` (the e2e server writes mails to its data folder). */
export function invitationLink(email: string): string | undefined {
  const outbox = path.join(E2E_DATA_DIR, "mail-outbox");
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(".json"));
  } catch {
    return undefined;
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), "utf8")) as { to: string; link?: string })
    .find((m) => m.to === email && m.link)?.link;
}

/**
 * A fresh staff member, invited by the admin (whose token `adminToken` is) and with their password
 * set from the invitation, as a new hire starts: specs that change someone's access or account
 * must not change a demo user that other specs sign in as.
 */
export async function inviteStaff(
  admin: APIRequestContext,
  adminToken: string,
  o: { email: string; password: string; firstName: string; role: string; locationIds: string[] },
): Promise<{ id: string }> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const invited = await admin.post("/api/auth/signup", {
    headers,
    data: { email: o.email, firstName: o.firstName, lastName: "Invited", role: o.role, locationIds: o.locationIds },
  });
  expect(invited.status()).toBe(201);
  const id = ((await invited.json()) as { results: { id: string } }).results.id;
  await expect.poll(() => invitationLink(o.email), { timeout: 10_000 }).toBeTruthy();
  const token = new URL(invitationLink(o.email)!).searchParams.get("token");
  expect((await admin.post("/api/auth/reset", { data: { token, password: o.password } })).status()).toBe(200);
  return { id };
}

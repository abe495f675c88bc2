/** The signed-in user (Me) as the REST contract presents it. */
import { eq } from "drizzle-orm";
import type { Me } from "@hearth/schema";
import type { Db } from "../../db/client";
import { clients } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { fullnameOf } from "../../kernel/refs";
import { locationsByUser } from "../../kernel/refs";

export async function presentMe(db: Db, u: UserRow): Promise<Me> {
  const locs = (await locationsByUser(db, [u.id])).get(u.id) ?? [];
  let clientMrNo: string | null = null;
  if (u.clientId) {
    const [c] = await db.select({ mrNo: clients.mrNo }).from(clients).where(eq(clients.id, u.clientId));
    clientMrNo = c?.mrNo ?? null;
  }
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    fullname: fullnameOf(u),
    status: u.status,
    photo: u.photo,
    locations: locs,
    defaultLocationId: u.defaultLocationId ?? locs[0]?.id ?? null,
    clientMrNo,
    timezone: u.timezone,
    twoFactorEnabled: u.twoFactorEnabled,
    hasPin: u.pinHash !== null,
  };
}

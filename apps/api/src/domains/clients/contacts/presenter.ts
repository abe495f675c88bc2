/** Contact rows as the API answers them, with the people who added, changed and removed them. */
import type { ClientContact } from "@hearth/schema";
import type { Db } from "../../../db/client";
import type { ClientContactRow } from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";

export async function presentContacts(db: Db, rows: readonly ClientContactRow[]): Promise<ClientContact[]> {
  const people = await clinicianRefs(
    db,
    rows.flatMap((r) => [r.createdBy, r.updatedBy, r.removedBy]),
  );
  const ref = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    relationship: r.relationship,
    phone: r.phone,
    email: r.email,
    address: r.address,
    legalGuardian: r.legalGuardian,
    emergencyContact: r.emergencyContact,
    mayContact: r.mayContact,
    notes: r.notes,
    createdBy: ref(r.createdBy),
    createdAt: r.createdAt.toISOString(),
    updatedBy: ref(r.updatedBy),
    updatedAt: r.updatedAt.toISOString(),
    removedBy: ref(r.removedBy),
    removedAt: r.removedAt?.toISOString() ?? null,
  }));
}

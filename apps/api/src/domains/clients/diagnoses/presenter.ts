/** Diagnosis rows as the API answers them, with who entered, last changed and (if so) marked each in error. */
import type { ClientDiagnosis } from "@hearth/schema";
import type { Db } from "../../../db/client";
import type { ClientDiagnosisRow } from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";

export async function presentDiagnoses(db: Db, rows: readonly ClientDiagnosisRow[]): Promise<ClientDiagnosis[]> {
  const people = await clinicianRefs(
    db,
    rows.flatMap((r) => [r.enteredBy, r.updatedBy, r.enteredInErrorBy]),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    description: r.description,
    rank: r.rank,
    onsetDate: r.onsetDate,
    status: r.status,
    resolvedDate: r.resolvedDate,
    notes: r.notes,
    enteredBy: people.get(r.enteredBy)!,
    enteredAt: r.enteredAt.toISOString(),
    updatedBy: people.get(r.updatedBy)!,
    updatedAt: r.updatedAt.toISOString(),
    enteredInErrorBy: r.enteredInErrorBy ? people.get(r.enteredInErrorBy)! : null,
    enteredInErrorAt: r.enteredInErrorAt?.toISOString() ?? null,
    enteredInErrorReason: r.enteredInErrorReason,
  }));
}

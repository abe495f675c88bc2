/** Demo labels: four of the organization's, on a few demo clients of each location (rows only, as the seed's other parts). */
import type { Db } from "../../../db/client";
import { clientLabels, labels } from "../../../db/schema";
import type { LabelColor } from "@hearth/schema";

export const DEMO_LABELS: readonly { name: string; color: LabelColor; clients: readonly number[] }[] = [
  // Indexes into the demo clients (even ones at Riverside, odd ones at Hillcrest).
  { name: "Fall risk", color: "red", clients: [0, 4, 9] },
  { name: "MAT", color: "blue", clients: [0, 3, 6, 11, 15] },
  { name: "Court-ordered", color: "purple", clients: [2, 7] },
  { name: "Veteran", color: "green", clients: [1, 8, 12] },
];

export async function seedLabels(
  tx: Db,
  organizationId: string,
  adminId: string,
  demoClients: readonly { id: string }[],
): Promise<void> {
  const rows = await tx
    .insert(labels)
    .values(DEMO_LABELS.map((l) => ({ organizationId, name: l.name, color: l.color, createdBy: adminId })))
    .returning();
  await tx
    .insert(clientLabels)
    .values(
      DEMO_LABELS.flatMap((l, i) =>
        l.clients.map((index) => ({ clientId: demoClients[index]!.id, labelId: rows[i]!.id, addedBy: adminId })),
      ),
    );
}

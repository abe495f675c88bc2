/**
 * Demo tasks: two for the demo therapist, one from the supervisor about a client of theirs, one of
 * their own that is overdue. Rows only, like the other seeded feeds: the overdue one counts as
 * already announced (due_notified_at), so the seed adds nothing to anyone's notification counts.
 */
import type { StaffRole } from "@hearth/schema";
import type { Db } from "../../db/client";
import { tasks } from "../../db/schema";
import { clientSubjectLabel } from "../clients/subject";

interface SeedClient {
  mrNo: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  locationId: string;
  primaryTherapistId: string | null;
}

export async function seedTasks(
  tx: Db,
  organizationId: string,
  staffId: (role: StaffRole) => string,
  clients: readonly SeedClient[],
  defaultLocationId: string,
): Promise<void> {
  const therapist = staffId("therapist");
  const client = clients.find((c) => c.primaryTherapistId === therapist) ?? clients[0]!;
  const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000);
  await tx.insert(tasks).values([
    {
      organizationId,
      title: "Update the treatment plan after the family session",
      description: "Add the new goal we discussed in supervision and send it for the client's signature.",
      dueAt: hoursFromNow(26),
      assigneeId: therapist,
      createdBy: staffId("supervisor"),
      subjectType: "client",
      subjectId: client.mrNo,
      subjectLabel: clientSubjectLabel(client),
      subjectLink: `/clients/${encodeURIComponent(client.mrNo)}`,
      locationId: client.locationId,
      createdAt: hoursFromNow(-3),
      updatedAt: hoursFromNow(-3),
    },
    {
      organizationId,
      title: "Finish yesterday's group notes",
      dueAt: hoursFromNow(-2),
      dueNotifiedAt: hoursFromNow(-2),
      assigneeId: therapist,
      createdBy: therapist,
      locationId: defaultLocationId,
      createdAt: hoursFromNow(-20),
      updatedAt: hoursFromNow(-20),
    },
  ]);
}

import type { ClinicianRef, Task } from "@hearth/schema";
import type { Db } from "../../db/client";
import type { TaskRow } from "../../db/schema";
import { clinicianRefs } from "../../kernel/refs";
import type { TaskActor } from "./policy";
import { canTask } from "./policy";

const unknownPerson = (id: string): ClinicianRef => ({ id, fullname: "Unknown user", role: "therapist" });

/** The tasks as the caller sees them, with the people they name looked up in one query. */
export async function presentTasks(
  db: Db,
  ctx: TaskActor,
  rows: readonly TaskRow[],
  now = new Date(),
): Promise<Task[]> {
  const people = await clinicianRefs(
    db,
    rows.flatMap((r) => [r.assigneeId, r.createdBy, r.doneBy]),
  );
  const person = (id: string) => people.get(id) ?? unknownPerson(id);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    dueAt: r.dueAt?.toISOString() ?? null,
    overdue: r.doneAt === null && r.dueAt !== null && r.dueAt.getTime() < now.getTime(),
    assignee: person(r.assigneeId),
    createdBy: person(r.createdBy),
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    subjectLabel: r.subjectLabel,
    subjectLink: r.subjectLink,
    locationId: r.locationId,
    done: r.doneAt !== null,
    doneAt: r.doneAt?.toISOString() ?? null,
    doneBy: r.doneBy ? person(r.doneBy) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    permissions: {
      edit: canTask(ctx, "task:update", r),
      complete: canTask(ctx, "task:complete", r),
      delete: canTask(ctx, "task:delete", r),
    },
  }));
}

export async function presentTask(db: Db, ctx: TaskActor, row: TaskRow): Promise<Task> {
  return (await presentTasks(db, ctx, [row]))[0]!;
}

/**
 * What a task can be about, with the location it belongs to and whether a given staff member may
 * see it. The creator's own access is checked by the reminders' resolveSubject (same subjects, same
 * rules); this decides where the task lives and whether the chosen assignee may be given it.
 */
import { and, eq } from "drizzle-orm";
import type { TaskSubject } from "@hearth/schema";
import type { Db } from "../../db/client";
import { clients } from "../../db/schema";
import { canClient } from "../clients/policy";
import { can as canGroupNote } from "../groupNotes/policy";
import { isUuid, loadNote } from "../groupNotes/load";
import { canReadClinicalAt } from "../../authz/principal";
import type { Principal } from "../../authz/principal";
import { sessionById } from "../groupSessions/create";

/** A staff member as the access rules see them, whether or not they are the caller. */
export type StaffPrincipal = Principal & { isStaff: boolean };

export interface SubjectScope {
  locationId: string;
  /** May this person see the subject (and so be given a task about it)? */
  visibleTo(p: StaffPrincipal): boolean;
}

/** The subject's location and visibility rule; null when it does not exist in the organization. */
export async function subjectScope(
  db: Db,
  organizationId: string,
  type: TaskSubject,
  id: string,
): Promise<SubjectScope | null> {
  switch (type) {
    case "group_session": {
      const session = isUuid(id) ? await sessionById(db, organizationId, id) : undefined;
      if (!session) return null;
      return { locationId: session.locationId, visibleTo: (p) => canReadClinicalAt(p, session.locationId) };
    }
    case "group_note": {
      const loaded = await loadNote(db, id);
      if (!loaded || loaded.view.organizationId !== organizationId) return null;
      return { locationId: loaded.view.locationId, visibleTo: (p) => canGroupNote(p, "read", loaded.view) };
    }
    case "client": {
      const [row] = await db
        .select({ locationId: clients.locationId })
        .from(clients)
        .where(and(eq(clients.mrNo, id), eq(clients.organizationId, organizationId)));
      if (!row) return null;
      return { locationId: row.locationId, visibleTo: (p) => canClient(p, "read", row) };
    }
  }
}

/** How the 422 names what the assignee may not see. */
export const SUBJECT_WORDS: Record<TaskSubject, string> = {
  group_session: "this group session",
  group_note: "this group note",
  client: "this client",
};

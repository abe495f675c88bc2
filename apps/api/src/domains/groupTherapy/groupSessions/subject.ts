/** A group session as the subject of a task or a reminder: seen by the clinical staff of its location. */
import type { GroupSessionRow } from "../../../db/schema";
import { refuse } from "../../../authz/decision";
import { canReadClinicalAt } from "../../../authz/principal";
import { defineSubject } from "../../../authz/subjects";
import { isUuid } from "../../../kernel/refs";
import { sessionLabel } from "../groupNotes/notify";
import { sessionById } from "./create";

export const groupSessionSubject = defineSubject<GroupSessionRow>({
  type: "group_session",
  name: "Group session",
  words: "this group session",
  readAction: "group_session:read",
  load: async (db, organizationId, id) => (isUuid(id) ? ((await sessionById(db, organizationId, id)) ?? null) : null),
  locationOf: (session) => session.locationId,
  denial: (viewer, _action, session) => (canReadClinicalAt(viewer, session.locationId) ? null : refuse.notFound()),
  describe: async (db, session) => ({
    label: await sessionLabel(db, { session }),
    link: `/groupnotes/session/${session.id}`,
  }),
});

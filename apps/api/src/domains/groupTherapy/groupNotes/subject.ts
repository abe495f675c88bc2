/** A group note as the subject of a task or a reminder, under the note's own policy. */
import { defineSubject } from "../../../authz/subjects";
import { loadNote } from "./load";
import type { LoadedNote } from "./load";
import { sessionLabel, sessionPage } from "./notify";
import { denial, GROUP_NOTE_ACTIONS } from "./policy";
import type { GroupNoteAction } from "./policy";

const isNoteAction = (action: string): action is GroupNoteAction =>
  (GROUP_NOTE_ACTIONS as readonly string[]).includes(action);

export const groupNoteSubject = defineSubject<LoadedNote>({
  type: "group_note",
  name: "Group note",
  words: "this group note",
  readAction: "group_note:read",
  load: async (db, organizationId, id) => {
    const loaded = await loadNote(db, id);
    return loaded && loaded.view.organizationId === organizationId ? loaded : null;
  },
  locationOf: (loaded) => loaded.view.locationId,
  denial: (viewer, action, loaded) =>
    isNoteAction(action)
      ? denial(viewer, action, loaded.view)
      : { code: "forbidden", message: "Not a group-note action" },
  describe: async (db, loaded) => ({
    label: `Group note, ${await sessionLabel(db, loaded)}`,
    link: sessionPage(loaded),
  }),
});

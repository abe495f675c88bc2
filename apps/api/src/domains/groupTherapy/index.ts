/**
 * Group therapy, one bounded context: programs and rooms, groups, their sessions (with attendance
 * and the check-in kiosk) and group notes. Its parts share the session window, the note's loading
 * and its events among themselves; other domains reach them only through what this folder exports.
 */
import type { ApiDomain } from "../domain";
import { programsDomain } from "./programs";
import { groupsDomain } from "./groups";
import { groupSessionsDomain } from "./groupSessions";
import { groupNotesDomain } from "./groupNotes";

const PARTS: readonly ApiDomain[] = [programsDomain, groupsDomain, groupSessionsDomain, groupNotesDomain];

export const groupTherapyDomain: ApiDomain = {
  name: "groupTherapy",
  routes: (deps) => async (app) => {
    for (const part of PARTS) await app.register(part.routes(deps));
  },
  jobs: PARTS.flatMap((part) => part.jobs ?? []),
  subjects: PARTS.flatMap((part) => part.subjects ?? []),
  documentKinds: PARTS.flatMap((part) => part.documentKinds ?? []),
};

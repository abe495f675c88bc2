import type { ApiDomain } from "../../domain";
import { groupNoteDocumentKind } from "./documentAccess";
import { groupNoteSubject } from "./subject";
import { groupNoteRoutes } from "./routes";

export const groupNotesDomain: ApiDomain = {
  name: "groupNotes",
  routes: groupNoteRoutes,
  subjects: [groupNoteSubject],
  documentKinds: [groupNoteDocumentKind],
};

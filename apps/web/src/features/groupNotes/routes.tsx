import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const GroupSessionsPage = lazy(() => import("./GroupSessionsPage"));
const GroupsPage = lazy(() => import("./GroupsPage"));
const GroupSessionPage = lazy(() => import("./GroupSessionPage"));
const GroupNotesPrintPage = lazy(() => import("./print/GroupNotesPrintPage"));
const GroupNoteExportPage = lazy(() => import("./print/GroupNoteExportPage"));

export const groupNotesRoutes: FeatureRoutes = {
  pages: [
    { path: "/groupnotes", area: "groupNotes", Page: GroupSessionsPage },
    { path: "/groupnotes/groups", area: "groupNotes", Page: GroupsPage },
    { path: "/groupnotes/session/:sessionId", area: "groupNotes", Page: GroupSessionPage },
  ],
  printPages: [
    { path: "/group_notes_print", area: "groupNotes", Page: GroupNotesPrintPage },
    { path: "/exportPrint/groupNotesExport/:group_notes_export", area: "groupNotes", Page: GroupNoteExportPage },
  ],
};

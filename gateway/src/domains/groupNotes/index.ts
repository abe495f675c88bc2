import type { GatewayDomain } from "../domain";
import { GroupNotesApi } from "./api";
import { groupNotesLive } from "./live";
import { groupNotesResolvers } from "./resolvers";

export const groupNotesDomain: GatewayDomain<"groupNotes", GroupNotesApi> = {
  name: "groupNotes",
  api: (rest) => new GroupNotesApi(rest),
  resolvers: groupNotesResolvers,
  live: groupNotesLive,
  mappers: {
    GroupNoteSignature: "@hearth/schema#GroupNoteSignature",
    GroupNoteAddendum: "@hearth/schema#GroupNoteAddendum",
    GroupNoteStatusChange: "@hearth/schema#GroupNoteStatusChange",
    GroupNotePermissions: "@hearth/schema#GroupNotePermissions",
    PendingSigner: "@hearth/schema#PendingSigner",
    GroupNote: "@hearth/schema#GroupNote",
    RenderedContent: "@hearth/schema#RenderedContent",
    GroupNoteClientContent: "@hearth/schema#GroupNoteClientContent",
    GroupNoteContent: "@hearth/schema#GroupNoteContent",
    GroupNotePrint: "@hearth/schema#GroupNotePrint",
    PrintHeader: "@hearth/schema#PrintHeader",
    GroupNoteClientCopy: "@hearth/schema#GroupNoteClientCopy",
    GroupNoteActionResult: "@hearth/schema#GroupNoteActionResult",
    // Not a REST type: the message the hub delivers (the schema's GroupNoteChange is the kind union).
    GroupNoteChange: "./filter#GroupNoteChangeMessage",
  },
};

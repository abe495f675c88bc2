import type { GroupNoteStatusChangeResolvers } from "../__generated__/resolvers-types";

export const GroupNoteStatusChange: GroupNoteStatusChangeResolvers = {
  // REST numbers the history rows (a serial); GraphQL IDs are strings.
  id: (change) => String(change.id),
};

import type { GroupNoteActionResultResolvers } from "../__generated__/resolvers-types";

/** One note of a bulk approve or kick-back: REST's `error` object flattened into two fields. */
export const GroupNoteActionResult: GroupNoteActionResultResolvers = {
  errorCode: (result) => result.error?.code ?? null,
  errorMessage: (result) => result.error?.message ?? null,
};

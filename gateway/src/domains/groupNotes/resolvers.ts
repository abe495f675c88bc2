import { toPage } from "../../kernel/pageInfo";
import { nullIfNotFound, restInput } from "../../kernel/restMapping";
import type { DomainResolvers } from "../domain";

/** The co-authored note: reading, signing, approving, addenda and print. */
export const groupNotesResolvers: DomainResolvers = {
  Query: {
    groupNote: (_parent, { id }, { api }) => nullIfNotFound(api.groupNotes.get(id)),

    groupNoteContent: (_parent, { id, clientId }, { api }) => api.groupNotes.content(id, { clientId }),

    approvalQueue: async (_parent, { filter }, { api }) => toPage(await api.groupNotes.approvals({ ...filter })),

    groupNotesPrint: (_parent, { filter }, { api }) => api.groupNotes.print(filter),

    groupNoteClientCopy: (_parent, { id, clientId }, { api }) => api.groupNotes.clientCopy(id, clientId),
  },

  Mutation: {
    submitGroupNote: (_parent, { id, signature, seenStateVector }, { api }) =>
      api.groupNotes.submit(id, { ...restInput(signature), ...(seenStateVector ? { seenStateVector } : {}) }),

    signGroupNote: (_parent, { id, signature }, { api }) => api.groupNotes.sign(id, restInput(signature)),

    approveGroupNotes: (_parent, { ids, signature }, { api }) =>
      api.groupNotes.approve({ noteIds: ids, ...restInput(signature) }),

    kickBackGroupNotes: (_parent, { ids, comment }, { api }) => api.groupNotes.kickBack({ noteIds: ids, comment }),

    addGroupNoteSignees: (_parent, { id, userIds }, { api }) => api.groupNotes.addSignees(id, userIds),

    removeGroupNoteSignee: (_parent, { id, userId }, { api }) => api.groupNotes.removeSignee(id, userId),

    addGroupNoteAddendum: (_parent, { id, text, signature }, { api }) =>
      api.groupNotes.addAddendum(id, { text, ...restInput(signature) }),
  },

  GroupNoteStatusChange: {
    // REST numbers the history rows (a serial); GraphQL IDs are strings.
    id: (change) => String(change.id),
  },

  RenderedContent: {
    // The Lexical editor state goes as a JSON string: its shape is Lexical's, not part of our schema.
    json: (content) => JSON.stringify(content.json ?? null),
  },

  /** One note of a bulk approve or kick-back: REST's `error` object flattened into two fields. */
  GroupNoteActionResult: {
    errorCode: (result) => result.error?.code ?? null,
    errorMessage: (result) => result.error?.message ?? null,
  },
};

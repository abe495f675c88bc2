import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";
import { nullIfNotFound, restInput } from "./restMapping";

/** The co-authored note: reading, signing, approving, addenda and print. */
export const groupNoteQuery: QueryResolvers = {
  groupNote: (_parent, { id }, { rest }) => nullIfNotFound(rest.groupNotes.get(id)),

  groupNoteContent: (_parent, { id, clientId }, { rest }) => rest.groupNotes.content(id, { clientId }),

  approvalQueue: async (_parent, { filter }, { rest }) => toPage(await rest.groupNotes.approvals({ ...filter })),

  groupNotesPrint: (_parent, { filter }, { rest }) => rest.groupNotes.print(filter),

  groupNoteClientCopy: (_parent, { id, clientId }, { rest }) => rest.groupNotes.clientCopy(id, clientId),
};

export const groupNoteMutation: MutationResolvers = {
  submitGroupNote: (_parent, { id, signature, seenStateVector }, { rest }) =>
    rest.groupNotes.submit(id, { ...restInput(signature), ...(seenStateVector ? { seenStateVector } : {}) }),

  signGroupNote: (_parent, { id, signature }, { rest }) => rest.groupNotes.sign(id, restInput(signature)),

  approveGroupNotes: (_parent, { ids, signature }, { rest }) =>
    rest.groupNotes.approve({ noteIds: ids, ...restInput(signature) }),

  kickBackGroupNotes: (_parent, { ids, comment }, { rest }) => rest.groupNotes.kickBack({ noteIds: ids, comment }),

  addGroupNoteSignees: (_parent, { id, userIds }, { rest }) => rest.groupNotes.addSignees(id, userIds),

  removeGroupNoteSignee: (_parent, { id, userId }, { rest }) => rest.groupNotes.removeSignee(id, userId),

  addGroupNoteAddendum: (_parent, { id, text, signature }, { rest }) =>
    rest.groupNotes.addAddendum(id, { text, ...restInput(signature) }),
};

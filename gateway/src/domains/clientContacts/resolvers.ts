import type { ClientContactBody } from "@hearth/schema";
import type { ClientContactInput } from "../../__generated__/resolvers-types";
import type { DomainResolvers } from "../domain";

/** The form's fields as the API takes them: an absent flag is off. */
const contactBody = (input: ClientContactInput): ClientContactBody => ({
  name: input.name,
  relationship: input.relationship,
  phone: input.phone ?? null,
  email: input.email ?? null,
  address: input.address ?? null,
  legalGuardian: input.legalGuardian ?? false,
  emergencyContact: input.emergencyContact ?? false,
  mayContact: input.mayContact ?? false,
  notes: input.notes ?? null,
});

/** A client's family members and other contacts, and their care team. */
export const clientContactsResolvers: DomainResolvers = {
  Query: {
    clientContacts: (_parent, { mrNo, includeRemoved }, { api }) =>
      api.clientContacts.list(mrNo, includeRemoved ?? false),
    clientCareTeam: (_parent, { mrNo, includeRemoved }, { api }) =>
      api.clientContacts.careTeam(mrNo, includeRemoved ?? false),
    careTeamCandidates: (_parent, { mrNo, searchQuery }, { api }) =>
      api.clientContacts.careTeamCandidates(mrNo, searchQuery ?? null),
  },

  Mutation: {
    addClientContact: (_parent, { mrNo, input }, { api }) => api.clientContacts.add(mrNo, contactBody(input)),
    updateClientContact: (_parent, { mrNo, contactId, input }, { api }) =>
      api.clientContacts.update(mrNo, contactId, contactBody(input)),
    removeClientContact: (_parent, { mrNo, contactId }, { api }) => api.clientContacts.remove(mrNo, contactId),
    addCareTeamMember: (_parent, { mrNo, input }, { api }) =>
      api.clientContacts.addCareTeamMember(mrNo, { userId: input.userId, role: input.role }),
    removeCareTeamMember: (_parent, { mrNo, memberId }, { api }) =>
      api.clientContacts.removeCareTeamMember(mrNo, memberId),
  },
};

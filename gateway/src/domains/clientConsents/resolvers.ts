import type { DomainResolvers } from "../domain";

/** A client's Part 2 consents and disclosures, and emergency (break-glass) chart access. */
export const clientConsentsResolvers: DomainResolvers = {
  Query: {
    clientConsents: (_parent, { mrNo }, { api }) => api.clientConsents.consents(mrNo),
    clientDisclosures: (_parent, { mrNo }, { api }) => api.clientConsents.disclosures(mrNo),
    chartAccessRequests: (_parent, { status }, { api }) => api.clientConsents.accessRequests(status),
  },

  Mutation: {
    addClientConsent: (_parent, { mrNo, input }, { api }) =>
      api.clientConsents.addConsent(mrNo, {
        recipientName: input.recipientName,
        recipientOrganization: input.recipientOrganization ?? null,
        recipientContact: input.recipientContact ?? null,
        purpose: input.purpose,
        categories: input.categories,
        otherInformation: input.otherInformation ?? null,
        expiresOn: input.expiresOn ?? null,
        expiryEvent: input.expiryEvent ?? null,
        expiryEventDescription: input.expiryEventDescription ?? null,
        signedOn: input.signedOn,
        signedBy: input.signedBy,
        signer: input.signer,
      }),
    revokeClientConsent: (_parent, { mrNo, consentId, input }, { api }) =>
      api.clientConsents.revokeConsent(mrNo, consentId, { revokedOn: input.revokedOn, note: input.note }),
    recordConsentEventOccurred: (_parent, { mrNo, consentId, input }, { api }) =>
      api.clientConsents.recordConsentEvent(mrNo, consentId, { occurredOn: input.occurredOn, note: input.note }),
    recordClientDisclosure: (_parent, { mrNo, input }, { api }) =>
      api.clientConsents.recordDisclosure(mrNo, {
        consentId: input.consentId,
        categories: input.categories,
        description: input.description ?? null,
        disclosedOn: input.disclosedOn,
        method: input.method,
        documentIds: input.documentIds ?? null,
      }),
    requestChartAccess: (_parent, { mrNo, reason }, { api }) => api.clientConsents.requestAccess(mrNo, reason),
    approveChartAccess: (_parent, { id, note }, { api }) =>
      api.clientConsents.decideAccess(id, "approve", note ?? null),
    refuseChartAccess: (_parent, { id, note }, { api }) => api.clientConsents.decideAccess(id, "refuse", note),
    revokeChartAccess: (_parent, { id, note }, { api }) => api.clientConsents.decideAccess(id, "revoke", note ?? null),
  },
};

import { graphql } from "../../../../__generated__";

export const ConsentFields = graphql(`
  fragment ConsentCard_consent on ClientConsent {
    id
    recipientName
    recipientOrganization
    recipientContact
    purpose
    categories
    otherInformation
    expiresOn
    expiryEvent
    expiryEventDescription
    signedOn
    signedBy
    signer
    status
    revokedOn
    revocationNote
    revokedBy {
      id
      fullname
    }
    endedOn
    endReason
    endedBy {
      id
      fullname
    }
    createdBy {
      id
      fullname
    }
    createdAt
  }
`);

export const DisclosureFields = graphql(`
  fragment DisclosureCard_disclosure on ClientDisclosure {
    id
    consentId
    recipientName
    recipientOrganization
    purpose
    categories
    description
    disclosedOn
    method
    disclosedBy {
      id
      fullname
    }
    notice
    documents {
      id
      title
      category
      contentType
      deletedAt
    }
    packetUrl
    createdAt
  }
`);

export const ClientConsentsQuery = graphql(`
  query ClientConsentsTab($mrNo: String!) {
    clientConsents(mrNo: $mrNo) {
      ...ConsentCard_consent
    }
    clientDisclosures(mrNo: $mrNo) {
      ...DisclosureCard_disclosure
    }
  }
`);

/** The chart's current documents, offered for release with a disclosure. */
export const DisclosureDocumentsQuery = graphql(`
  query DisclosureDocuments($mrNo: String!) {
    clientDocuments(mrNo: $mrNo) {
      id
      title
      category
      contentType
      uploadedAt
    }
  }
`);

export const AddClientConsentMutation = graphql(`
  mutation AddClientConsent($mrNo: String!, $input: ClientConsentInput!) {
    addClientConsent(mrNo: $mrNo, input: $input) {
      ...ConsentCard_consent
    }
  }
`);

export const RevokeClientConsentMutation = graphql(`
  mutation RevokeClientConsent($mrNo: String!, $consentId: ID!, $input: ConsentRevocationInput!) {
    revokeClientConsent(mrNo: $mrNo, consentId: $consentId, input: $input) {
      ...ConsentCard_consent
    }
  }
`);

export const RecordConsentEventOccurredMutation = graphql(`
  mutation RecordConsentEventOccurred($mrNo: String!, $consentId: ID!, $input: ConsentEventInput!) {
    recordConsentEventOccurred(mrNo: $mrNo, consentId: $consentId, input: $input) {
      ...ConsentCard_consent
    }
  }
`);

export const RecordClientDisclosureMutation = graphql(`
  mutation RecordClientDisclosure($mrNo: String!, $input: ClientDisclosureInput!) {
    recordClientDisclosure(mrNo: $mrNo, input: $input) {
      ...DisclosureCard_disclosure
    }
  }
`);

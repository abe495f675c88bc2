import { graphql } from "../../../../__generated__";

export const ClientContactFields = graphql(`
  fragment ContactCard_contact on ClientContact {
    id
    name
    relationship
    phone
    email
    address
    legalGuardian
    emergencyContact
    mayContact
    notes
    createdBy {
      id
      fullname
    }
    createdAt
    updatedBy {
      id
      fullname
    }
    updatedAt
    removedBy {
      id
      fullname
    }
    removedAt
  }
`);

export const ClientContactsQuery = graphql(`
  query ClientContactsTab($mrNo: String!, $includeRemoved: Boolean) {
    clientContacts(mrNo: $mrNo, includeRemoved: $includeRemoved) {
      ...ContactCard_contact
    }
  }
`);

export const AddClientContactMutation = graphql(`
  mutation AddClientContact($mrNo: String!, $input: ClientContactInput!) {
    addClientContact(mrNo: $mrNo, input: $input) {
      ...ContactCard_contact
    }
  }
`);

export const UpdateClientContactMutation = graphql(`
  mutation UpdateClientContact($mrNo: String!, $contactId: ID!, $input: ClientContactInput!) {
    updateClientContact(mrNo: $mrNo, contactId: $contactId, input: $input) {
      ...ContactCard_contact
    }
  }
`);

export const RemoveClientContactMutation = graphql(`
  mutation RemoveClientContact($mrNo: String!, $contactId: ID!) {
    removeClientContact(mrNo: $mrNo, contactId: $contactId) {
      ...ContactCard_contact
    }
  }
`);

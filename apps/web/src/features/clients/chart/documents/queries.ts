import { graphql } from "../../../../__generated__";

export const DocumentRowFields = graphql(`
  fragment DocumentRow_document on ClientDocument {
    id
    title
    category
    fileName
    contentType
    size
    uploadedBy {
      id
      fullname
    }
    uploadedAt
    deletedBy {
      id
      fullname
    }
    deletedAt
    deletionReason
    downloadUrl
  }
`);

export const ClientDocumentsQuery = graphql(`
  query ClientDocumentsTab($mrNo: String!, $category: ClientDocumentCategory, $includeDeleted: Boolean) {
    clientDocuments(mrNo: $mrNo, category: $category, includeDeleted: $includeDeleted) {
      ...DocumentRow_document
    }
  }
`);

export const DeleteClientDocumentMutation = graphql(`
  mutation DeleteClientDocument($mrNo: String!, $documentId: ID!, $reason: String!) {
    deleteClientDocument(mrNo: $mrNo, documentId: $documentId, reason: $reason) {
      ...DocumentRow_document
    }
  }
`);

/** Another person's change to the chart: the header's photo is fetched again when it names the summary. */
export const DocumentsChangedSubscription = graphql(`
  subscription DocumentsChanged($mrNo: String!) {
    clientChanged(mrNo: $mrNo) {
      mrNo
      part
    }
  }
`);

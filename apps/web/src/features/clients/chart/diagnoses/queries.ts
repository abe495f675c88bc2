import { graphql } from "../../../../__generated__";

export const DiagnosisRowFields = graphql(`
  fragment DiagnosisRow_diagnosis on ClientDiagnosis {
    id
    code
    description
    rank
    onsetDate
    status
    resolvedDate
    notes
    enteredBy {
      id
      fullname
    }
    enteredAt
    updatedBy {
      id
      fullname
    }
    updatedAt
    enteredInErrorBy {
      id
      fullname
    }
    enteredInErrorAt
    enteredInErrorReason
  }
`);

export const ClientDiagnosesQuery = graphql(`
  query ClientDiagnosesTab($mrNo: String!) {
    clientDiagnoses(mrNo: $mrNo) {
      ...DiagnosisRow_diagnosis
    }
  }
`);

export const DiagnosisCodeSearchQuery = graphql(`
  query DiagnosisCodeSearch($query: String!, $limit: Int) {
    diagnosisCodes(query: $query, limit: $limit) {
      code
      description
      billable
    }
  }
`);

export const AddClientDiagnosisMutation = graphql(`
  mutation AddClientDiagnosis($mrNo: String!, $input: AddClientDiagnosisInput!) {
    addClientDiagnosis(mrNo: $mrNo, input: $input) {
      ...DiagnosisRow_diagnosis
    }
  }
`);

export const UpdateClientDiagnosisMutation = graphql(`
  mutation UpdateClientDiagnosis($mrNo: String!, $id: ID!, $input: UpdateClientDiagnosisInput!) {
    updateClientDiagnosis(mrNo: $mrNo, id: $id, input: $input) {
      ...DiagnosisRow_diagnosis
    }
  }
`);

export const MarkClientDiagnosisEnteredInErrorMutation = graphql(`
  mutation MarkClientDiagnosisEnteredInError($mrNo: String!, $id: ID!, $reason: String!) {
    markClientDiagnosisEnteredInError(mrNo: $mrNo, id: $id, reason: $reason) {
      ...DiagnosisRow_diagnosis
    }
  }
`);

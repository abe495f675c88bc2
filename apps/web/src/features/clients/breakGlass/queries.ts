import { graphql } from "../../../__generated__";

export const RequestChartAccessMutation = graphql(`
  mutation RequestChartAccess($mrNo: String!, $reason: String!) {
    requestChartAccess(mrNo: $mrNo, reason: $reason) {
      received
      message
    }
  }
`);

export const ChartAccessRequestFields = graphql(`
  fragment ChartAccessRow_request on ChartAccessRequest {
    id
    client {
      id
      mrNo
      fullname
      locationName
    }
    requester {
      id
      fullname
      role
    }
    reason
    requestedAt
    status
    decidedBy {
      id
      fullname
    }
    decidedAt
    decisionNote
    expiresAt
    revokedBy {
      id
      fullname
    }
    revokedAt
    revokeNote
  }
`);

export const ChartAccessRequestsQuery = graphql(`
  query ChartAccessRequests($status: [ChartAccessStatus!]) {
    chartAccessRequests(status: $status) {
      ...ChartAccessRow_request
    }
  }
`);

export const ApproveChartAccessMutation = graphql(`
  mutation ApproveChartAccess($id: ID!, $note: String) {
    approveChartAccess(id: $id, note: $note) {
      ...ChartAccessRow_request
    }
  }
`);

export const RefuseChartAccessMutation = graphql(`
  mutation RefuseChartAccess($id: ID!, $note: String!) {
    refuseChartAccess(id: $id, note: $note) {
      ...ChartAccessRow_request
    }
  }
`);

export const RevokeChartAccessMutation = graphql(`
  mutation RevokeChartAccess($id: ID!, $note: String) {
    revokeChartAccess(id: $id, note: $note) {
      ...ChartAccessRow_request
    }
  }
`);

import { graphql } from "../../../../__generated__";

export const CareTeamMemberFields = graphql(`
  fragment CareTeamRow_member on CareTeamMember {
    id
    clinician {
      id
      fullname
      role
    }
    role
    primary
    since
    addedBy {
      id
      fullname
    }
    removedBy {
      id
      fullname
    }
    removedAt
  }
`);

export const ClientCareTeamQuery = graphql(`
  query ClientCareTeamTab($mrNo: String!, $includeRemoved: Boolean) {
    clientCareTeam(mrNo: $mrNo, includeRemoved: $includeRemoved) {
      ...CareTeamRow_member
    }
  }
`);

export const AddCareTeamMemberMutation = graphql(`
  mutation AddCareTeamMember($mrNo: String!, $input: CareTeamMemberInput!) {
    addCareTeamMember(mrNo: $mrNo, input: $input) {
      ...CareTeamRow_member
    }
  }
`);

export const RemoveCareTeamMemberMutation = graphql(`
  mutation RemoveCareTeamMember($mrNo: String!, $memberId: ID!) {
    removeCareTeamMember(mrNo: $mrNo, memberId: $memberId) {
      ...CareTeamRow_member
    }
  }
`);

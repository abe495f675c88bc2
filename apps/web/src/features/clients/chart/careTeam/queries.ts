import type { ApolloCache } from "@apollo/client";
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
    homeLocations {
      id
      name
    }
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

/** Who may join the team: active staff of every location, the client's location first, narrowed by name. */
export const CareTeamCandidatesQuery = graphql(`
  query CareTeamCandidates($mrNo: String!, $searchQuery: String) {
    careTeamCandidates(mrNo: $mrNo, searchQuery: $searchQuery) {
      clinician {
        id
        fullname
        role
      }
      locations {
        id
        name
      }
      atClientLocation
    }
  }
`);

/**
 * Forgets the cached care team, for a change elsewhere in the chart that changes it (a new primary therapist
 * at admission or later, a transfer). The Care team tab is not mounted then, so a refetch by name would
 * miss it; evicted, it loads afresh when opened.
 */
export function forgetCareTeam(cache: ApolloCache): void {
  cache.evict({ id: "ROOT_QUERY", fieldName: "clientCareTeam" });
  cache.gc();
}

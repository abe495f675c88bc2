import { useQuery } from "@apollo/client/react";
import { CLINICAL_ROLES } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { GroupNotesLocationOptionsQuery } from "../../__generated__/graphql";

/**
 * What the group-notes forms pick from at one location: its active groups, active clinical staff
 * (status 1) and rooms. 200 is the API's largest page (MAX_PAGE_SIZE); a location has far fewer.
 */
const LocationOptionsQuery = graphql(`
  query GroupNotesLocationOptions($locationId: ID!, $clinicalRoles: [Role!]) {
    groups(filter: { locationId: $locationId, active: true, pageSize: 200 }) {
      results {
        id
        name
        room {
          id
          name
        }
        facilitators {
          id
          fullname
        }
        permissions {
          createSession
          generateSessions
        }
        schedule {
          weekday
          startTime
          endTime
        }
      }
    }
    clinicians(filter: { locationId: $locationId, role: $clinicalRoles, status: [1], pageSize: 200 }) {
      results {
        id
        fullname
        role
      }
    }
    rooms(locationId: $locationId) {
      id
      name
      active
    }
  }
`);

export type LocationGroupOption = GroupNotesLocationOptionsQuery["groups"]["results"][number];
export type ClinicianOption = GroupNotesLocationOptionsQuery["clinicians"]["results"][number];
export type RoomOption = GroupNotesLocationOptionsQuery["rooms"][number];

/** Groups, active clinical staff and rooms of a location, for selects; empty lists while loading. */
export function useLocationOptions(locationId: string | undefined) {
  const { data, loading, error, refetch } = useQuery(LocationOptionsQuery, {
    variables: { locationId: locationId ?? "", clinicalRoles: [...CLINICAL_ROLES] },
    skip: !locationId,
  });
  return {
    groups: data?.groups.results ?? [],
    clinicians: data?.clinicians.results ?? [],
    rooms: (data?.rooms ?? []).filter((room) => room.active),
    loading,
    error,
    refetch,
  };
}

import { graphql } from "../../__generated__";

/** Active staff whose name matches what is typed (the first 25). */
export const PickerStaffQuery = graphql(`
  query PickerStaff($searchQuery: String) {
    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 25 }) {
      results {
        id
        fullname
        role
      }
    }
  }
`);

/** Clients the caller may see whose name or MR number matches what is typed (the first 25), of one location if given; in care (pending admission or active) unless statuses are given. */
export const PickerClientsQuery = graphql(`
  query PickerClients($searchQuery: String, $locationId: ID, $status: [ClientStatus!]) {
    clients(filter: { searchQuery: $searchQuery, locationId: $locationId, status: $status, pageSize: 25 }) {
      results {
        id
        mrNo
        fullname
        dateOfBirth
      }
    }
  }
`);

import { graphql } from "../../../__generated__";

export const ClientDuplicatesLookup = graphql(`
  query ClientDuplicates($firstName: String!, $lastName: String!, $dateOfBirth: String!) {
    clientDuplicates(firstName: $firstName, lastName: $lastName, dateOfBirth: $dateOfBirth) {
      mrNo
      fullname
      dateOfBirth
      status
      location {
        id
        name
      }
      inYourLocations
    }
  }
`);

export const CreateClientMutation = graphql(`
  mutation CreateClient($input: CreateClientInput!) {
    createClient(input: $input) {
      client {
        id
        mrNo
        fullname
      }
      duplicates {
        mrNo
      }
    }
  }
`);

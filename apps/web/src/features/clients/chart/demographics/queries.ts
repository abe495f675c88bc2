import { graphql } from "../../../../__generated__";

export const DemographicsVersionFields = graphql(`
  fragment DemographicsVersion_demographics on ClientDemographics {
    id
    version
    firstName
    middleName
    lastName
    preferredName
    dateOfBirth
    sexAssignedAtBirth
    genderIdentity
    pronouns
    phone
    email
    addressLine1
    addressLine2
    city
    state
    postalCode
    preferredLanguage
    emergencyContactName
    emergencyContactRelationship
    emergencyContactPhone
    referralSource
    changedBy {
      id
      fullname
    }
    changedAt
    changeNote
    changedFields
  }
`);

/** Every version, newest first: the first is the current one. */
export const ClientDemographicsQuery = graphql(`
  query ClientDemographicsTab($mrNo: String!) {
    clientDemographics(mrNo: $mrNo) {
      ...DemographicsVersion_demographics
    }
  }
`);

export const UpdateClientDemographicsMutation = graphql(`
  mutation UpdateClientDemographics($mrNo: String!, $input: ClientDemographicsInput!, $expectedVersion: Int) {
    updateClientDemographics(mrNo: $mrNo, input: $input, expectedVersion: $expectedVersion) {
      ...DemographicsVersion_demographics
    }
  }
`);

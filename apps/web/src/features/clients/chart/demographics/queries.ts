import { graphql } from "../../../../__generated__";

/**
 * A version's demographic values, its number and when it was saved: what the chart's Demographics tab and the
 * client print pages both show of it.
 */
export const DemographicsValuesFields = graphql(`
  fragment DemographicsValues_demographics on ClientDemographics {
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
    changedAt
  }
`);

/** One version as the Demographics tab lists it: the values, and who changed which fields and why. */
export const DemographicsVersionFields = graphql(`
  fragment DemographicsVersion_demographics on ClientDemographics {
    id
    ...DemographicsValues_demographics
    changedBy {
      id
      fullname
    }
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

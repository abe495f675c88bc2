import { graphql } from "../../../../__generated__";

/** Everything the Admission tab shows: the client's current values, every episode and the history of each. */
export const ClientEpisodesQuery = graphql(`
  query ClientEpisodesTab($mrNo: String!) {
    client(mrNo: $mrNo) {
      id
      mrNo
      status
      levelOfCare
      admissionDate
      anticipatedDischargeDate
      dischargeDate
      location {
        id
        name
      }
      primaryTherapist {
        id
        fullname
      }
    }
    clientEpisodes(mrNo: $mrNo) {
      id
      episodeNumber
      location {
        id
        name
      }
      program {
        id
        name
      }
      admissionDate
      levelOfCare
      primaryTherapist {
        id
        fullname
      }
      anticipatedDischargeDate
      dischargeDate
      dischargeType
      dischargeReason
      admittedBy {
        id
        fullname
      }
      dischargedBy {
        id
        fullname
      }
    }
    clientLevelOfCareHistory(mrNo: $mrNo) {
      id
      episodeNumber
      levelOfCare
      effectiveDate
      reason
      changedBy {
        id
        fullname
      }
      changedAt
    }
    clientLocationHistory(mrNo: $mrNo) {
      id
      episodeNumber
      location {
        id
        name
      }
      effectiveDate
      reason
      changedBy {
        id
        fullname
      }
      changedAt
    }
    clientReferrals(mrNo: $mrNo) {
      id
      episodeNumber
      referredTo
      reason
      referralDate
      contact
      createdBy {
        id
        fullname
      }
    }
  }
`);

/** The programs that may be chosen at a location (its own and those of every location). */
export const EpisodeProgramsQuery = graphql(`
  query EpisodePrograms($locationId: ID!) {
    programs(locationId: $locationId, active: true) {
      id
      name
    }
  }
`);

/** Active staff of a location, whom a primary therapist is chosen from. */
export const EpisodeStaffQuery = graphql(`
  query EpisodeStaff($locationId: ID!) {
    clinicians(filter: { locationId: $locationId, status: [1], role: [therapist, supervisor], pageSize: 100 }) {
      results {
        id
        fullname
        role
      }
    }
  }
`);

// Each change answers with the client's summary, the header's fields among them: the header updates from the cache.
export const AdmitClientMutation = graphql(`
  mutation AdmitClient($mrNo: String!, $input: AdmissionInput!) {
    admitClient(mrNo: $mrNo, input: $input) {
      id
      status
      ...ClientHeader_client
    }
  }
`);

export const ReadmitClientMutation = graphql(`
  mutation ReadmitClient($mrNo: String!, $input: AdmissionInput!) {
    readmitClient(mrNo: $mrNo, input: $input) {
      id
      status
      ...ClientHeader_client
    }
  }
`);

export const DischargeClientMutation = graphql(`
  mutation DischargeClient($mrNo: String!, $input: DischargeInput!) {
    dischargeClient(mrNo: $mrNo, input: $input) {
      id
      status
      ...ClientHeader_client
    }
  }
`);

export const ReferClientMutation = graphql(`
  mutation ReferClient($mrNo: String!, $input: ReferralInput!) {
    referClient(mrNo: $mrNo, input: $input) {
      id
    }
  }
`);

export const ChangeLevelOfCareMutation = graphql(`
  mutation ChangeClientLevelOfCare($mrNo: String!, $input: LevelOfCareChangeInput!) {
    changeClientLevelOfCare(mrNo: $mrNo, input: $input) {
      id
      ...ClientHeader_client
    }
  }
`);

export const TransferClientMutation = graphql(`
  mutation TransferClient($mrNo: String!, $input: TransferInput!) {
    transferClient(mrNo: $mrNo, input: $input) {
      id
      ...ClientHeader_client
    }
  }
`);

export const SetPrimaryTherapistMutation = graphql(`
  mutation SetClientPrimaryTherapist($mrNo: String!, $clinicianId: ID) {
    setClientPrimaryTherapist(mrNo: $mrNo, clinicianId: $clinicianId) {
      id
      ...ClientHeader_client
    }
  }
`);

export const SetAnticipatedDischargeMutation = graphql(`
  mutation SetClientAnticipatedDischargeDate($mrNo: String!, $date: String) {
    setClientAnticipatedDischargeDate(mrNo: $mrNo, date: $date) {
      id
      anticipatedDischargeDate
      ...ClientHeader_client
    }
  }
`);

import { graphql } from "../../../__generated__";

/**
 * What a client print page shows. Every answer is a print the API logs as a disclosure, so the pages
 * ask once per visit (network-only, no polling, no live refetch).
 */
export const ClientFaceSheetQuery = graphql(`
  query ClientFaceSheetPrint($mrNo: String!, $page: ClientPrintPage!) {
    clientFaceSheet(mrNo: $mrNo, page: $page) {
      page
      header {
        ...PrintHeader_header
      }
      client {
        id
        mrNo
        status
        fullname
        preferredName
        dateOfBirth
        admissionDate
        anticipatedDischargeDate
        dischargeDate
        location {
          id
          name
        }
        labels {
          id
          name
        }
      }
      demographics {
        ...DemographicsValues_demographics
      }
      contacts {
        id
        name
        relationship
        phone
        email
        address
        legalGuardian
        emergencyContact
        mayContact
      }
      episode {
        id
        episodeNumber
        admissionDate
        location {
          id
          name
        }
        program {
          id
          name
        }
        primaryTherapist {
          id
          fullname
        }
        anticipatedDischargeDate
        dischargeDate
        dischargeType
      }
      levelOfCareLabel
      diagnoses {
        id
        code
        description
        rank
        onsetDate
      }
      diagnosesWithheld
      careTeam {
        id
        role
        primary
        since
        clinician {
          id
          fullname
        }
      }
      redisclosureNotice
    }
  }
`);

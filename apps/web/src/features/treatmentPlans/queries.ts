import { graphql } from "../../__generated__";

export const TreatmentPlanSummaryFields = graphql(`
  fragment TreatmentPlanSummaryFields on TreatmentPlan {
    id
    version
    status
    levelOfCare
    episodeNumber
    startedAt
    documentName
    client {
      id
      mrNo
      fullname
      dateOfBirth
    }
    location {
      id
      name
    }
    startedBy {
      id
      fullname
    }
  }
`);

export const TreatmentPlansQuery = graphql(`
  query TreatmentPlans($status: TreatmentPlanStatus, $locationId: ID, $page: Int, $pageSize: Int) {
    treatmentPlans(status: $status, locationId: $locationId, page: $page, pageSize: $pageSize) {
      results {
        ...TreatmentPlanSummaryFields
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

/** The chart tab: the client's plans, and their stays to tell whether the current one has a plan. */
export const ClientTreatmentPlansQuery = graphql(`
  query ClientTreatmentPlans($mrNo: String!) {
    clientTreatmentPlans(mrNo: $mrNo) {
      ...TreatmentPlanSummaryFields
    }
    clientEpisodes(mrNo: $mrNo) {
      id
      episodeNumber
      dischargeDate
    }
  }
`);

export const StartTreatmentPlanMutation = graphql(`
  mutation StartTreatmentPlan($mrNo: String!) {
    startTreatmentPlan(mrNo: $mrNo) {
      ...TreatmentPlanSummaryFields
    }
  }
`);

/** The author's signature over the plan as stored when they signed it; null until then. */
export const TreatmentPlanSignatureFields = graphql(`
  fragment TreatmentPlanSignatureFields on TreatmentPlan {
    id
    signedBy {
      id
      fullname
    }
    signedAt
    contentHash
  }
`);

/** The plan page's header; the outline itself is read live from the plan's document. */
export const TreatmentPlanQuery = graphql(`
  query TreatmentPlan($id: ID!) {
    treatmentPlan(id: $id) {
      ...TreatmentPlanSummaryFields
      ...TreatmentPlanSignatureFields
    }
  }
`);

/**
 * The author signs the plan as stored; `seenStateVector` is the state of the signer's copy, which
 * the API waits to have stored (409 until then). Answers the plan as the page shows it.
 */
export const SignTreatmentPlanMutation = graphql(`
  mutation SignTreatmentPlan($id: ID!, $signature: SignatureInput!, $seenStateVector: String) {
    signTreatmentPlan(id: $id, signature: $signature, seenStateVector: $seenStateVector) {
      ...TreatmentPlanSummaryFields
      ...TreatmentPlanSignatureFields
    }
  }
`);

/**
 * What a plan's fields pick from: the client's diagnoses (a problem's diagnosis) and the active
 * clinical staff of the client's location (an intervention's responsible clinician). 200 is the
 * API's largest page (MAX_PAGE_SIZE); a location has far fewer.
 */
export const TreatmentPlanOptionsQuery = graphql(`
  query TreatmentPlanOptions($mrNo: String!, $locationId: ID!, $clinicalRoles: [Role!]) {
    clientDiagnoses(mrNo: $mrNo) {
      id
      code
      description
      status
    }
    clinicians(filter: { locationId: $locationId, role: $clinicalRoles, status: [1], pageSize: 200 }) {
      results {
        id
        fullname
        role
      }
    }
  }
`);

import { graphql } from "../../../__generated__";

/** A shift as the history lists it: when, and who wrote on the board during it. */
export const ShiftSummaryFragment = graphql(`
  fragment ShiftSummary_shift on HandoffShiftSummary {
    id
    name
    label
    date
    startsAt
    endsAt
    inProgress
    recordedAt
    contributors {
      userId
      name
      firstEditAt
      lastEditAt
      minutesActive
    }
  }
`);

export const HandoffHistoryQuery = graphql(`
  query HandoffHistory($locationId: ID!, $page: Int) {
    handoffHistory(locationId: $locationId, page: $page) {
      location {
        id
        name
      }
      current {
        ...ShiftSummary_shift
      }
      shifts {
        results {
          ...ShiftSummary_shift
        }
        pageInfo {
          total
          page
          pageSize
        }
      }
    }
  }
`);

export const HandoffShiftQuery = graphql(`
  query HandoffShift($locationId: ID!, $shiftId: ID!) {
    handoffShift(locationId: $locationId, shiftId: $shiftId) {
      location {
        id
        name
      }
      shift {
        ...ShiftSummary_shift
      }
      content {
        empty
      }
      blocks {
        ...AttributedText_blocks
      }
    }
  }
`);

export const HandoffShiftPrintQuery = graphql(`
  query HandoffShiftPrint($locationId: ID!, $shiftId: ID!) {
    handoffShiftPrint(locationId: $locationId, shiftId: $shiftId) {
      location {
        id
        name
      }
      shift {
        ...ShiftSummary_shift
      }
      content {
        empty
      }
      blocks {
        ...AttributedText_blocks
      }
      header {
        ...PrintHeader_header
      }
    }
  }
`);

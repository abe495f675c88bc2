import { graphql } from "../../__generated__";
import type { GroupNoteView_NoteFragment } from "../../__generated__/graphql";

/**
 * Everything the session page shows of a note; the live subscription and the mutations ask for
 * the same, so the cache stays whole. Only what is shown: the gateway limits an operation's cost
 * (1000, `__typename`s included); this is ≈ 350 as a query, ≈ 535 inside the subscription.
 */
export const GroupNoteViewFragment = graphql(`
  fragment GroupNoteView_note on GroupNote {
    id
    documentName
    narrativeRoot
    status
    revision
    late
    contentHash
    submittedAt
    approvedAt
    submittedBy {
      id
      fullname
    }
    approvedBy {
      id
      fullname
    }
    kickBack {
      at
      comment
      by {
        id
        fullname
      }
    }
    session {
      id
      groupId
      groupName
      programName
      location {
        id
      }
      room {
        id
        name
      }
      date
      startTime
      endTime
      topic
      origin
      cancelledAt
      cancelReason
      checkInOpensAt
      signingOpensAt
      permissions {
        manage
      }
      facilitator {
        id
        fullname
        role
      }
      coFacilitators {
        id
        fullname
        role
      }
    }
    attendance {
      id
      rootName
      status
      minutesAttended
      checkedInAt
      checkInMethod
      client {
        id
        mrNo
        fullname
        dateOfBirth
      }
    }
    additionalSignees {
      id
      fullname
    }
    signatures {
      id
      role
      method
      revision
      contentHash
      signedAt
      voidedAt
      voidReason
      signer {
        id
        fullname
      }
    }
    pendingSigners {
      role
      user {
        id
        fullname
      }
    }
    addendums {
      id
      text
      contentHash
      signedAt
      author {
        id
        fullname
      }
    }
    history {
      id
      from
      to
      comment
      at
      actor {
        id
        fullname
      }
    }
    permissions {
      edit
      manageAttendance
      manageRoster
      checkIn
      submit
      sign
      approve
      approveBlockedReason
      kickBack
      manageSignees
      addAddendum
      print
    }
  }
`);

export type GroupNoteView = GroupNoteView_NoteFragment;
export type NoteSession = GroupNoteView["session"];
export type NoteAttendance = GroupNoteView["attendance"][number];

/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n": typeof types.TopBar_MeFragmentDoc,
    "\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n": typeof types.CurrentUser_MeFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": typeof types.SignOutDocument,
    "\n  query ApprovalFilterOptions($locationId: ID, $roles: [Role!]) {\n    clinicians(filter: { locationId: $locationId, role: $roles, status: [1], pageSize: 100 }) {\n      results {\n        id\n        fullname\n      }\n    }\n    groups(filter: { locationId: $locationId, pageSize: 100 }) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ApprovalFilterOptionsDocument,
    "\n  fragment ApprovalGrid_note on GroupNote {\n    id\n    status\n    late\n    submittedAt\n    session {\n      id\n      groupName\n      startsAt\n      endsAt\n      facilitator {\n        id\n        fullname\n      }\n      attendance {\n        roster\n        attended\n        absent\n        unmarked\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    permissions {\n      approve\n      kickBack\n    }\n  }\n": typeof types.ApprovalGrid_NoteFragmentDoc,
    "\n  query ApprovalQueue($filter: ApprovalQueueFilter) {\n    approvalQueue(filter: $filter) {\n      results {\n        id\n        ...ApprovalGrid_note\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.ApprovalQueueDocument,
    "\n  query ApprovalReview($id: ID!) {\n    groupNote(id: $id) {\n      id\n      ...SignedNoteView_note\n      ...ApprovalGrid_note\n      submittedBy {\n        id\n        fullname\n      }\n      approvedAt\n      approvedBy {\n        id\n        fullname\n      }\n      kickBack {\n        at\n        comment\n        by {\n          id\n          fullname\n        }\n      }\n    }\n    groupNoteContent(id: $id) {\n      ...SignedNoteView_content\n    }\n  }\n": typeof types.ApprovalReviewDocument,
    "\n  subscription ApprovalQueueChanges {\n    groupNoteChanged {\n      noteId\n      status\n      change\n      note {\n        id\n        ...ApprovalGrid_note\n        # What the open review pane says about a note someone else just acted on.\n        approvedAt\n        approvedBy {\n          id\n          fullname\n        }\n        kickBack {\n          at\n          comment\n          by {\n            id\n            fullname\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApprovalQueueChangesDocument,
    "\n  mutation ApproveGroupNotes($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n": typeof types.ApproveGroupNotesDocument,
    "\n  mutation KickBackGroupNotes($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n": typeof types.KickBackGroupNotesDocument,
    "\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n": typeof types.VerifyTwoFactorLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  fragment LiveBoardEntry on BoardEntry {\n    id\n    kind\n    title\n    body\n    link\n    actorName\n    createdAt\n  }\n": typeof types.LiveBoardEntryFragmentDoc,
    "\n  query LocationBoard($locationId: ID!, $before: DateTime) {\n    locationBoard(locationId: $locationId, before: $before) {\n      location {\n        id\n        name\n      }\n      entries {\n        ...LiveBoardEntry\n      }\n      hasOlder\n    }\n  }\n": typeof types.LocationBoardDocument,
    "\n  subscription BoardEntryAdded($locationId: ID!) {\n    boardEntryAdded(locationId: $locationId) {\n      ...LiveBoardEntry\n    }\n  }\n": typeof types.BoardEntryAddedDocument,
    "\n  query ClientChart($mrNo: String!) {\n    client(mrNo: $mrNo) {\n      id\n      ...ClientHeader_client\n    }\n  }\n": typeof types.ClientChartDocument,
    "\n  query ClientGroupNote($mrNo: String!, $noteId: ID!) {\n    client(mrNo: $mrNo) {\n      id\n      mrNo\n      fullname\n    }\n    groupNote(id: $noteId) {\n      id\n      ...SignedNoteView_note\n    }\n  }\n": typeof types.ClientGroupNoteDocument,
    "\n  query ClientGroupNoteContent($noteId: ID!, $clientId: ID!) {\n    groupNoteContent(id: $noteId, clientId: $clientId) {\n      ...SignedNoteView_content\n    }\n  }\n": typeof types.ClientGroupNoteContentDocument,
    "\n  query ClientGroupNotesTab($mrNo: String!, $page: Int, $pageSize: Int) {\n    clientGroupNotes(mrNo: $mrNo, page: $page, pageSize: $pageSize) {\n      results {\n        noteId\n        sessionId\n        date\n        startTime\n        endTime\n        groupName\n        facilitator {\n          id\n          fullname\n        }\n        attendanceStatus\n        minutesAttended\n        noteStatus\n        late\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.ClientGroupNotesTabDocument,
    "\n  fragment ClientHeader_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    gender\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n    primaryTherapist {\n      id\n      fullname\n    }\n  }\n": typeof types.ClientHeader_ClientFragmentDoc,
    "\n  fragment ClientGrid_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n  }\n": typeof types.ClientGrid_ClientFragmentDoc,
    "\n  query ClientList($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        ...ClientGrid_client\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.ClientListDocument,
    "\n  query ClientGroupScheduleTab($mrNo: String!) {\n    clientGroupSchedule(mrNo: $mrNo) {\n      groups {\n        id\n        name\n        programName\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n      upcoming {\n        id\n        groupName\n        startsAt\n        endsAt\n        topic\n        room {\n          id\n          name\n        }\n        facilitator {\n          id\n          fullname\n        }\n      }\n    }\n  }\n": typeof types.ClientGroupScheduleTabDocument,
    "\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n": typeof types.ClinicianGrid_ClinicianFragmentDoc,
    "\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.ClinicianListDocument,
    "\n  mutation DeactivateClinician($id: ID!) {\n    deactivateClinician(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DeactivateClinicianDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  fragment EventItem_event on OrgEvent {\n    id\n    title\n    description\n    startsAt\n    endsAt\n    allDay\n    place\n    cancelled\n    canManage\n    audience {\n      kind\n      locations {\n        id\n        name\n      }\n      roles\n    }\n  }\n": typeof types.EventItem_EventFragmentDoc,
    "\n  query EventList($period: EventPeriod, $search: String, $page: Int, $pageSize: Int) {\n    events(period: $period, search: $search, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...EventItem_event\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n      eventCount\n      eventTotal\n    }\n  }\n": typeof types.EventListDocument,
    "\n  subscription EventChanged {\n    eventChanged {\n      id\n      ...EventItem_event\n    }\n  }\n": typeof types.EventChangedDocument,
    "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      ...EventItem_event\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation AddSessionClient($sessionId: ID!, $clientId: ID!) {\n    addSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.AddSessionClientDocument,
    "\n  mutation SetGroupAttendance($sessionId: ID!, $clientId: ID!, $status: AttendanceStatus, $minutesAttended: Int) {\n    setAttendance(sessionId: $sessionId, clientId: $clientId, status: $status, minutesAttended: $minutesAttended) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n": typeof types.SetGroupAttendanceDocument,
    "\n  mutation BulkGroupCheckIn($sessionId: ID!, $clientIds: [ID!]!) {\n    bulkCheckIn(sessionId: $sessionId, clientIds: $clientIds) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n": typeof types.BulkGroupCheckInDocument,
    "\n  mutation RemoveSessionClient($sessionId: ID!, $clientId: ID!) {\n    removeSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.RemoveSessionClientDocument,
    "\n  mutation GroupNotesCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      ...GroupGrid_group\n    }\n  }\n": typeof types.GroupNotesCreateGroupDocument,
    "\n  mutation GroupNotesUpdateGroup($id: ID!, $input: GroupUpdateInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...GroupGrid_group\n    }\n  }\n": typeof types.GroupNotesUpdateGroupDocument,
    "\n  fragment GroupGrid_group on Group {\n    id\n    name\n    description\n    serviceCode\n    active\n    program {\n      id\n      name\n    }\n    room {\n      id\n      name\n    }\n    facilitators {\n      id\n      fullname\n      role\n    }\n    roster {\n      id\n      mrNo\n      fullname\n    }\n    schedule {\n      weekday\n      startTime\n      endTime\n    }\n  }\n": typeof types.GroupGrid_GroupFragmentDoc,
    "\n  query GroupSessionNoteId($id: ID!) {\n    groupSession(id: $id) {\n      id\n      noteId\n    }\n  }\n": typeof types.GroupSessionNoteIdDocument,
    "\n  query GroupNoteView($id: ID!) {\n    groupNote(id: $id) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.GroupNoteViewDocument,
    "\n  query GroupSessionList($filter: GroupSessionFilter) {\n    groupSessions(filter: $filter) {\n      results {\n        ...SessionGrid_session\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.GroupSessionListDocument,
    "\n  mutation GenerateGroupSessions($input: GenerateSessionsInput!) {\n    generateGroupSessions(input: $input) {\n      created\n    }\n  }\n": typeof types.GenerateGroupSessionsDocument,
    "\n  query GroupNotesGroupList($filter: GroupFilter) {\n    groups(filter: $filter) {\n      results {\n        ...GroupGrid_group\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.GroupNotesGroupListDocument,
    "\n  query GroupNotesPrograms($locationId: ID) {\n    programs(locationId: $locationId, active: true) {\n      id\n      name\n    }\n  }\n": typeof types.GroupNotesProgramsDocument,
    "\n  mutation CreateGroupSession($input: GroupSessionInput!) {\n    createGroupSession(input: $input) {\n      id\n      noteId\n    }\n  }\n": typeof types.CreateGroupSessionDocument,
    "\n  mutation GroupNotesCreateProgram($input: ProgramInput!) {\n    createProgram(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n": typeof types.GroupNotesCreateProgramDocument,
    "\n  mutation GroupNotesCreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n": typeof types.GroupNotesCreateRoomDocument,
    "\n  mutation SignGroupNote($id: ID!, $signature: SignatureInput!) {\n    signGroupNote(id: $id, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.SignGroupNoteDocument,
    "\n  mutation ApproveGroupNote($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n": typeof types.ApproveGroupNoteDocument,
    "\n  mutation KickBackGroupNote($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n": typeof types.KickBackGroupNoteDocument,
    "\n  mutation AddGroupNoteAddendum($id: ID!, $text: String!, $signature: SignatureInput!) {\n    addGroupNoteAddendum(id: $id, text: $text, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.AddGroupNoteAddendumDocument,
    "\n  mutation UpdateGroupSession($id: ID!, $input: GroupSessionUpdateInput!) {\n    updateGroupSession(id: $id, input: $input) {\n      id\n      topic\n      startTime\n      endTime\n      startsAt\n      endsAt\n      durationMinutes\n      room {\n        id\n        name\n      }\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n  }\n": typeof types.UpdateGroupSessionDocument,
    "\n  mutation CancelGroupSession($id: ID!, $reason: String!) {\n    cancelGroupSession(id: $id, reason: $reason) {\n      id\n      cancelledAt\n      cancelReason\n    }\n  }\n": typeof types.CancelGroupSessionDocument,
    "\n  fragment SessionGrid_session on GroupSession {\n    id\n    groupId\n    groupName\n    date\n    startTime\n    endTime\n    endsAt\n    topic\n    facilitator {\n      id\n      fullname\n    }\n    coFacilitators {\n      id\n      fullname\n    }\n    room {\n      id\n      name\n    }\n    cancelledAt\n    noteId\n    noteStatus\n    late\n    attendance {\n      roster\n      attended\n      absent\n      unmarked\n    }\n  }\n": typeof types.SessionGrid_SessionFragmentDoc,
    "\n  mutation AddGroupNoteSignees($id: ID!, $userIds: [ID!]!) {\n    addGroupNoteSignees(id: $id, userIds: $userIds) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.AddGroupNoteSigneesDocument,
    "\n  mutation RemoveGroupNoteSignee($id: ID!, $userId: ID!) {\n    removeGroupNoteSignee(id: $id, userId: $userId) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.RemoveGroupNoteSigneeDocument,
    "\n  mutation SubmitGroupNote($id: ID!, $signature: SignatureInput!, $seenStateVector: String) {\n    submitGroupNote(id: $id, signature: $signature, seenStateVector: $seenStateVector) {\n      ...GroupNoteView_note\n    }\n  }\n": typeof types.SubmitGroupNoteDocument,
    "\n  query GroupNotesClientSearch($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        mrNo\n        firstName\n        lastName\n        fullname\n      }\n    }\n  }\n": typeof types.GroupNotesClientSearchDocument,
    "\n  fragment GroupNoteView_note on GroupNote {\n    id\n    documentName\n    narrativeRoot\n    status\n    revision\n    late\n    contentHash\n    submittedAt\n    approvedAt\n    submittedBy {\n      id\n      fullname\n    }\n    approvedBy {\n      id\n      fullname\n    }\n    kickBack {\n      at\n      comment\n      by {\n        id\n        fullname\n      }\n    }\n    session {\n      id\n      groupId\n      groupName\n      programName\n      location {\n        id\n      }\n      room {\n        id\n        name\n      }\n      date\n      startTime\n      endTime\n      topic\n      origin\n      cancelledAt\n      cancelReason\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n    attendance {\n      id\n      rootName\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        mrNo\n        fullname\n      }\n    }\n    additionalSignees {\n      id\n      fullname\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      contentHash\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        id\n        fullname\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    addendums {\n      id\n      text\n      contentHash\n      signedAt\n      author {\n        id\n        fullname\n      }\n    }\n    history {\n      id\n      from\n      to\n      comment\n      at\n      actor {\n        id\n        fullname\n      }\n    }\n    permissions {\n      edit\n      manageAttendance\n      checkIn\n      submit\n      sign\n      approve\n      kickBack\n      manageSignees\n      addAddendum\n      print\n    }\n  }\n": typeof types.GroupNoteView_NoteFragmentDoc,
    "\n  query GroupNotesLocationOptions($locationId: ID!, $clinicalRoles: [Role!]) {\n    groups(filter: { locationId: $locationId, active: true, pageSize: 200 }) {\n      results {\n        id\n        name\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n    }\n    clinicians(filter: { locationId: $locationId, role: $clinicalRoles, status: [1], pageSize: 200 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n    rooms(locationId: $locationId) {\n      id\n      name\n      active\n    }\n  }\n": typeof types.GroupNotesLocationOptionsDocument,
    "\n  query GroupNoteExportNote($id: ID!) {\n    groupNote(id: $id) {\n      id\n      status\n      session {\n        id\n      }\n    }\n  }\n": typeof types.GroupNoteExportNoteDocument,
    "\n  query GroupNoteExportPrint($sessionId: ID!) {\n    groupNotesPrint(filter: { sessionId: $sessionId }) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n": typeof types.GroupNoteExportPrintDocument,
    "\n  query GroupNotesPrint($filter: GroupNotePrintFilter!) {\n    groupNotesPrint(filter: $filter) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n": typeof types.GroupNotesPrintDocument,
    "\n  query PrintGroups {\n    groups(filter: { active: true, pageSize: 100 }) {\n      results {\n        id\n        name\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PrintGroupsDocument,
    "\n  fragment SignedNoteView_note on GroupNote {\n    id\n    status\n    late\n    contentHash\n    session {\n      id\n      groupName\n      programName\n      serviceCode\n      startsAt\n      endsAt\n      durationMinutes\n      topic\n      location {\n        name\n      }\n      room {\n        name\n      }\n      facilitator {\n        fullname\n      }\n      coFacilitators {\n        fullname\n      }\n    }\n    attendance {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        fullname\n      }\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        fullname\n      }\n    }\n    addendums {\n      id\n      html\n      contentHash\n      method\n      signedAt\n      author {\n        fullname\n      }\n    }\n  }\n": typeof types.SignedNoteView_NoteFragmentDoc,
    "\n  fragment SignedNoteView_content on GroupNoteContent {\n    sealed\n    contentHash\n    narrative {\n      html\n      empty\n    }\n    clients {\n      entry {\n        id\n        status\n        client {\n          id\n          fullname\n        }\n      }\n      content {\n        html\n        empty\n      }\n    }\n  }\n": typeof types.SignedNoteView_ContentFragmentDoc,
    "\n  query SignerHasPin {\n    me {\n      id\n      hasPin\n    }\n  }\n": typeof types.SignerHasPinDocument,
    "\n  subscription GroupNoteLive($noteId: ID!) {\n    groupNoteChanged(noteId: $noteId) {\n      noteId\n      status\n      change\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n": typeof types.GroupNoteLiveDocument,
    "\n  query KioskSession {\n    kioskSession {\n      sessionId\n      groupName\n      date\n      startTime\n      endTime\n      entries {\n        id\n        displayName\n        checkedIn\n      }\n    }\n  }\n": typeof types.KioskSessionDocument,
    "\n  mutation KioskCheckIn($entryId: ID!, $dateOfBirth: String!) {\n    kioskCheckIn(entryId: $entryId, dateOfBirth: $dateOfBirth) {\n      displayName\n      checkedInAt\n      status\n    }\n  }\n": typeof types.KioskCheckInDocument,
    "\n  fragment KioskLauncher_session on GroupSession {\n    id\n    groupId\n    groupName\n    startsAt\n    endsAt\n    cancelledAt\n    noteStatus\n    location {\n      id\n      name\n    }\n  }\n": typeof types.KioskLauncher_SessionFragmentDoc,
    "\n  query KioskLaunchSession($id: ID!) {\n    groupSession(id: $id) {\n      ...KioskLauncher_session\n    }\n  }\n": typeof types.KioskLaunchSessionDocument,
    "\n  query KioskTodaysSessions($groupId: ID!, $today: String!) {\n    groupSessions(filter: { groupId: $groupId, from: $today, to: $today, pageSize: 50 }) {\n      results {\n        ...KioskLauncher_session\n      }\n    }\n  }\n": typeof types.KioskTodaysSessionsDocument,
    "\n  mutation StartKiosk($sessionId: ID!) {\n    startKiosk(sessionId: $sessionId, signOutHere: true) {\n      token\n      expiresAt\n      sessionId\n      groupId\n    }\n  }\n": typeof types.StartKioskDocument,
    "\n  fragment MessageFields_message on Message {\n    id\n    conversationId\n    author {\n      id\n      fullname\n    }\n    body\n    mentions {\n      id\n    }\n    createdAt\n    editedAt\n    deleted\n    editableUntil\n    canEdit\n  }\n": typeof types.MessageFields_MessageFragmentDoc,
    "\n  fragment ConversationFields_conversation on Conversation {\n    id\n    kind\n    title\n    client {\n      id\n      mrNo\n      fullname\n    }\n    createdAt\n    lastMessageAt\n    unreadCount\n    members {\n      user {\n        id\n        fullname\n        role\n      }\n      lastReadMessageId\n      lastReadAt\n    }\n    lastMessage {\n      ...MessageFields_message\n    }\n  }\n": typeof types.ConversationFields_ConversationFragmentDoc,
    "\n  query Conversations {\n    conversationPage {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query OlderConversations($before: ID!) {\n    conversationPage(before: $before) {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n": typeof types.OlderConversationsDocument,
    "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationFields_conversation\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  query MessageHistory($conversationId: ID!, $before: ID) {\n    messages(conversationId: $conversationId, before: $before) {\n      results {\n        ...MessageFields_message\n      }\n      hasEarlier\n    }\n  }\n": typeof types.MessageHistoryDocument,
    "\n  query SearchMessages($q: String!, $page: Int) {\n    searchMessages(q: $q, page: $page) {\n      results {\n        message {\n          ...MessageFields_message\n        }\n        conversation {\n          id\n          kind\n          title\n          members {\n            user {\n              id\n              fullname\n            }\n          }\n        }\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.SearchMessagesDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      conversationId\n      change\n      message {\n        ...MessageFields_message\n      }\n      reader {\n        user {\n          id\n          fullname\n          role\n        }\n        lastReadMessageId\n        lastReadAt\n      }\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      conversationId\n      userId\n      name\n    }\n  }\n": typeof types.TypingDocument,
    "\n  subscription ConversationsChanged {\n    conversationsChanged {\n      ...ConversationFields_conversation\n    }\n  }\n": typeof types.ConversationsChangedDocument,
    "\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageFields_message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation EditMessage($id: ID!, $body: String!) {\n    editMessage(id: $id, body: $body) {\n      ...MessageFields_message\n    }\n  }\n": typeof types.EditMessageDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageFields_message\n    }\n  }\n": typeof types.DeleteMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID) {\n    markConversationRead(conversationId: $conversationId, messageId: $messageId) {\n      ...ConversationFields_conversation\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  mutation SendTyping($conversationId: ID!) {\n    sendTyping(conversationId: $conversationId)\n  }\n": typeof types.SendTypingDocument,
    "\n  mutation StartDirectConversation($userId: ID!) {\n    startDirectConversation(userId: $userId) {\n      ...ConversationFields_conversation\n    }\n  }\n": typeof types.StartDirectConversationDocument,
    "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      ...ConversationFields_conversation\n    }\n  }\n": typeof types.CreateConversationDocument,
    "\n  query MessagingStaff($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 20 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n": typeof types.MessagingStaffDocument,
    "\n  query MessagingClients($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 20 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n": typeof types.MessagingClientsDocument,
    "\n  mutation AddConversationMembers($conversationId: ID!, $userIds: [ID!]!) {\n    addConversationMembers(conversationId: $conversationId, userIds: $userIds) {\n      ...ConversationFields_conversation\n    }\n  }\n": typeof types.AddConversationMembersDocument,
    "\n  mutation LeaveConversation($conversationId: ID!) {\n    leaveConversation(conversationId: $conversationId)\n  }\n": typeof types.LeaveConversationDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    body\n    link\n    read\n    createdAt\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  query LatestNotifications($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n": typeof types.LatestNotificationsDocument,
    "\n  subscription NotificationCountsChanged {\n    notificationCountsChanged {\n      ...NotificationCounts_counts\n    }\n  }\n": typeof types.NotificationCountsChangedDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  query NotificationList($page: Int, $pageSize: Int, $unreadOnly: Boolean, $types: [NotificationType!]) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly, types: $types) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.NotificationListDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead($types: [NotificationType!]) {\n    markAllNotificationsRead(types: $types) {\n      ...NotificationCounts_counts\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationCounts_counts on NotificationCounts {\n    unread\n    total\n    byType {\n      type\n      unread\n      total\n    }\n  }\n": typeof types.NotificationCounts_CountsFragmentDoc,
    "\n  query NotificationCounts {\n    notificationCounts {\n      ...NotificationCounts_counts\n    }\n  }\n": typeof types.NotificationCountsDocument,
    "\n  mutation SetReminder($input: ReminderInput!) {\n    setReminder(input: $input) {\n      id\n      remindAt\n    }\n  }\n": typeof types.SetReminderDocument,
    "\n  fragment ReminderItem_reminder on Reminder {\n    id\n    subjectLabel\n    link\n    remindAt\n    note\n    firedAt\n  }\n": typeof types.ReminderItem_ReminderFragmentDoc,
    "\n  query Reminders($status: ReminderStatus, $page: Int, $pageSize: Int) {\n    reminders(status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...ReminderItem_reminder\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": typeof types.RemindersDocument,
    "\n  mutation CancelReminder($id: ID!) {\n    cancelReminder(id: $id)\n  }\n": typeof types.CancelReminderDocument,
    "\n  fragment TaskItem_task on Task {\n    id\n    title\n    description\n    dueAt\n    overdue\n    done\n    doneAt\n    subjectType\n    subjectId\n    subjectLabel\n    subjectLink\n    assignee {\n      id\n      fullname\n    }\n    createdBy {\n      id\n      fullname\n    }\n    permissions {\n      edit\n      complete\n      delete\n    }\n  }\n": typeof types.TaskItem_TaskFragmentDoc,
    "\n  query TaskList($scope: TaskScope, $status: TaskStatus, $page: Int, $pageSize: Int) {\n    tasks(scope: $scope, status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...TaskItem_task\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n    taskCounts(scope: $scope) {\n      open\n      overdue\n      dueToday\n    }\n  }\n": typeof types.TaskListDocument,
    "\n  query FocusedTask($id: ID!) {\n    task(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n": typeof types.FocusedTaskDocument,
    "\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n": typeof types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: UpdateTaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  mutation CompleteTask($id: ID!) {\n    completeTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n": typeof types.CompleteTaskDocument,
    "\n  mutation ReopenTask($id: ID!) {\n    reopenTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n": typeof types.ReopenTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": typeof types.DeleteTaskDocument,
    "\n  subscription TaskChanged {\n    taskChanged {\n      taskId\n      change\n    }\n  }\n": typeof types.TaskChangedDocument,
    "\n  query TaskAssigneeSearch($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 25 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n": typeof types.TaskAssigneeSearchDocument,
    "\n  query TaskClientSearch($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 25 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n": typeof types.TaskClientSearchDocument,
};
const documents: Documents = {
    "\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n": types.TopBar_MeFragmentDoc,
    "\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n": types.CurrentUser_MeFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation SignOut {\n    logout\n  }\n": types.SignOutDocument,
    "\n  query ApprovalFilterOptions($locationId: ID, $roles: [Role!]) {\n    clinicians(filter: { locationId: $locationId, role: $roles, status: [1], pageSize: 100 }) {\n      results {\n        id\n        fullname\n      }\n    }\n    groups(filter: { locationId: $locationId, pageSize: 100 }) {\n      results {\n        id\n        name\n      }\n    }\n  }\n": types.ApprovalFilterOptionsDocument,
    "\n  fragment ApprovalGrid_note on GroupNote {\n    id\n    status\n    late\n    submittedAt\n    session {\n      id\n      groupName\n      startsAt\n      endsAt\n      facilitator {\n        id\n        fullname\n      }\n      attendance {\n        roster\n        attended\n        absent\n        unmarked\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    permissions {\n      approve\n      kickBack\n    }\n  }\n": types.ApprovalGrid_NoteFragmentDoc,
    "\n  query ApprovalQueue($filter: ApprovalQueueFilter) {\n    approvalQueue(filter: $filter) {\n      results {\n        id\n        ...ApprovalGrid_note\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.ApprovalQueueDocument,
    "\n  query ApprovalReview($id: ID!) {\n    groupNote(id: $id) {\n      id\n      ...SignedNoteView_note\n      ...ApprovalGrid_note\n      submittedBy {\n        id\n        fullname\n      }\n      approvedAt\n      approvedBy {\n        id\n        fullname\n      }\n      kickBack {\n        at\n        comment\n        by {\n          id\n          fullname\n        }\n      }\n    }\n    groupNoteContent(id: $id) {\n      ...SignedNoteView_content\n    }\n  }\n": types.ApprovalReviewDocument,
    "\n  subscription ApprovalQueueChanges {\n    groupNoteChanged {\n      noteId\n      status\n      change\n      note {\n        id\n        ...ApprovalGrid_note\n        # What the open review pane says about a note someone else just acted on.\n        approvedAt\n        approvedBy {\n          id\n          fullname\n        }\n        kickBack {\n          at\n          comment\n          by {\n            id\n            fullname\n          }\n        }\n      }\n    }\n  }\n": types.ApprovalQueueChangesDocument,
    "\n  mutation ApproveGroupNotes($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n": types.ApproveGroupNotesDocument,
    "\n  mutation KickBackGroupNotes($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n": types.KickBackGroupNotesDocument,
    "\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n": types.VerifyTwoFactorLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  fragment LiveBoardEntry on BoardEntry {\n    id\n    kind\n    title\n    body\n    link\n    actorName\n    createdAt\n  }\n": types.LiveBoardEntryFragmentDoc,
    "\n  query LocationBoard($locationId: ID!, $before: DateTime) {\n    locationBoard(locationId: $locationId, before: $before) {\n      location {\n        id\n        name\n      }\n      entries {\n        ...LiveBoardEntry\n      }\n      hasOlder\n    }\n  }\n": types.LocationBoardDocument,
    "\n  subscription BoardEntryAdded($locationId: ID!) {\n    boardEntryAdded(locationId: $locationId) {\n      ...LiveBoardEntry\n    }\n  }\n": types.BoardEntryAddedDocument,
    "\n  query ClientChart($mrNo: String!) {\n    client(mrNo: $mrNo) {\n      id\n      ...ClientHeader_client\n    }\n  }\n": types.ClientChartDocument,
    "\n  query ClientGroupNote($mrNo: String!, $noteId: ID!) {\n    client(mrNo: $mrNo) {\n      id\n      mrNo\n      fullname\n    }\n    groupNote(id: $noteId) {\n      id\n      ...SignedNoteView_note\n    }\n  }\n": types.ClientGroupNoteDocument,
    "\n  query ClientGroupNoteContent($noteId: ID!, $clientId: ID!) {\n    groupNoteContent(id: $noteId, clientId: $clientId) {\n      ...SignedNoteView_content\n    }\n  }\n": types.ClientGroupNoteContentDocument,
    "\n  query ClientGroupNotesTab($mrNo: String!, $page: Int, $pageSize: Int) {\n    clientGroupNotes(mrNo: $mrNo, page: $page, pageSize: $pageSize) {\n      results {\n        noteId\n        sessionId\n        date\n        startTime\n        endTime\n        groupName\n        facilitator {\n          id\n          fullname\n        }\n        attendanceStatus\n        minutesAttended\n        noteStatus\n        late\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.ClientGroupNotesTabDocument,
    "\n  fragment ClientHeader_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    gender\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n    primaryTherapist {\n      id\n      fullname\n    }\n  }\n": types.ClientHeader_ClientFragmentDoc,
    "\n  fragment ClientGrid_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n  }\n": types.ClientGrid_ClientFragmentDoc,
    "\n  query ClientList($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        ...ClientGrid_client\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.ClientListDocument,
    "\n  query ClientGroupScheduleTab($mrNo: String!) {\n    clientGroupSchedule(mrNo: $mrNo) {\n      groups {\n        id\n        name\n        programName\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n      upcoming {\n        id\n        groupName\n        startsAt\n        endsAt\n        topic\n        room {\n          id\n          name\n        }\n        facilitator {\n          id\n          fullname\n        }\n      }\n    }\n  }\n": types.ClientGroupScheduleTabDocument,
    "\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n": types.ClinicianGrid_ClinicianFragmentDoc,
    "\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.ClinicianListDocument,
    "\n  mutation DeactivateClinician($id: ID!) {\n    deactivateClinician(id: $id) {\n      id\n      status\n    }\n  }\n": types.DeactivateClinicianDocument,
    "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n": types.UpdateEventDocument,
    "\n  fragment EventItem_event on OrgEvent {\n    id\n    title\n    description\n    startsAt\n    endsAt\n    allDay\n    place\n    cancelled\n    canManage\n    audience {\n      kind\n      locations {\n        id\n        name\n      }\n      roles\n    }\n  }\n": types.EventItem_EventFragmentDoc,
    "\n  query EventList($period: EventPeriod, $search: String, $page: Int, $pageSize: Int) {\n    events(period: $period, search: $search, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...EventItem_event\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n      eventCount\n      eventTotal\n    }\n  }\n": types.EventListDocument,
    "\n  subscription EventChanged {\n    eventChanged {\n      id\n      ...EventItem_event\n    }\n  }\n": types.EventChangedDocument,
    "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      ...EventItem_event\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation AddSessionClient($sessionId: ID!, $clientId: ID!) {\n    addSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n": types.AddSessionClientDocument,
    "\n  mutation SetGroupAttendance($sessionId: ID!, $clientId: ID!, $status: AttendanceStatus, $minutesAttended: Int) {\n    setAttendance(sessionId: $sessionId, clientId: $clientId, status: $status, minutesAttended: $minutesAttended) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n": types.SetGroupAttendanceDocument,
    "\n  mutation BulkGroupCheckIn($sessionId: ID!, $clientIds: [ID!]!) {\n    bulkCheckIn(sessionId: $sessionId, clientIds: $clientIds) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n": types.BulkGroupCheckInDocument,
    "\n  mutation RemoveSessionClient($sessionId: ID!, $clientId: ID!) {\n    removeSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n": types.RemoveSessionClientDocument,
    "\n  mutation GroupNotesCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      ...GroupGrid_group\n    }\n  }\n": types.GroupNotesCreateGroupDocument,
    "\n  mutation GroupNotesUpdateGroup($id: ID!, $input: GroupUpdateInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...GroupGrid_group\n    }\n  }\n": types.GroupNotesUpdateGroupDocument,
    "\n  fragment GroupGrid_group on Group {\n    id\n    name\n    description\n    serviceCode\n    active\n    program {\n      id\n      name\n    }\n    room {\n      id\n      name\n    }\n    facilitators {\n      id\n      fullname\n      role\n    }\n    roster {\n      id\n      mrNo\n      fullname\n    }\n    schedule {\n      weekday\n      startTime\n      endTime\n    }\n  }\n": types.GroupGrid_GroupFragmentDoc,
    "\n  query GroupSessionNoteId($id: ID!) {\n    groupSession(id: $id) {\n      id\n      noteId\n    }\n  }\n": types.GroupSessionNoteIdDocument,
    "\n  query GroupNoteView($id: ID!) {\n    groupNote(id: $id) {\n      ...GroupNoteView_note\n    }\n  }\n": types.GroupNoteViewDocument,
    "\n  query GroupSessionList($filter: GroupSessionFilter) {\n    groupSessions(filter: $filter) {\n      results {\n        ...SessionGrid_session\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.GroupSessionListDocument,
    "\n  mutation GenerateGroupSessions($input: GenerateSessionsInput!) {\n    generateGroupSessions(input: $input) {\n      created\n    }\n  }\n": types.GenerateGroupSessionsDocument,
    "\n  query GroupNotesGroupList($filter: GroupFilter) {\n    groups(filter: $filter) {\n      results {\n        ...GroupGrid_group\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.GroupNotesGroupListDocument,
    "\n  query GroupNotesPrograms($locationId: ID) {\n    programs(locationId: $locationId, active: true) {\n      id\n      name\n    }\n  }\n": types.GroupNotesProgramsDocument,
    "\n  mutation CreateGroupSession($input: GroupSessionInput!) {\n    createGroupSession(input: $input) {\n      id\n      noteId\n    }\n  }\n": types.CreateGroupSessionDocument,
    "\n  mutation GroupNotesCreateProgram($input: ProgramInput!) {\n    createProgram(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n": types.GroupNotesCreateProgramDocument,
    "\n  mutation GroupNotesCreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n": types.GroupNotesCreateRoomDocument,
    "\n  mutation SignGroupNote($id: ID!, $signature: SignatureInput!) {\n    signGroupNote(id: $id, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n": types.SignGroupNoteDocument,
    "\n  mutation ApproveGroupNote($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n": types.ApproveGroupNoteDocument,
    "\n  mutation KickBackGroupNote($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n": types.KickBackGroupNoteDocument,
    "\n  mutation AddGroupNoteAddendum($id: ID!, $text: String!, $signature: SignatureInput!) {\n    addGroupNoteAddendum(id: $id, text: $text, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n": types.AddGroupNoteAddendumDocument,
    "\n  mutation UpdateGroupSession($id: ID!, $input: GroupSessionUpdateInput!) {\n    updateGroupSession(id: $id, input: $input) {\n      id\n      topic\n      startTime\n      endTime\n      startsAt\n      endsAt\n      durationMinutes\n      room {\n        id\n        name\n      }\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n  }\n": types.UpdateGroupSessionDocument,
    "\n  mutation CancelGroupSession($id: ID!, $reason: String!) {\n    cancelGroupSession(id: $id, reason: $reason) {\n      id\n      cancelledAt\n      cancelReason\n    }\n  }\n": types.CancelGroupSessionDocument,
    "\n  fragment SessionGrid_session on GroupSession {\n    id\n    groupId\n    groupName\n    date\n    startTime\n    endTime\n    endsAt\n    topic\n    facilitator {\n      id\n      fullname\n    }\n    coFacilitators {\n      id\n      fullname\n    }\n    room {\n      id\n      name\n    }\n    cancelledAt\n    noteId\n    noteStatus\n    late\n    attendance {\n      roster\n      attended\n      absent\n      unmarked\n    }\n  }\n": types.SessionGrid_SessionFragmentDoc,
    "\n  mutation AddGroupNoteSignees($id: ID!, $userIds: [ID!]!) {\n    addGroupNoteSignees(id: $id, userIds: $userIds) {\n      ...GroupNoteView_note\n    }\n  }\n": types.AddGroupNoteSigneesDocument,
    "\n  mutation RemoveGroupNoteSignee($id: ID!, $userId: ID!) {\n    removeGroupNoteSignee(id: $id, userId: $userId) {\n      ...GroupNoteView_note\n    }\n  }\n": types.RemoveGroupNoteSigneeDocument,
    "\n  mutation SubmitGroupNote($id: ID!, $signature: SignatureInput!, $seenStateVector: String) {\n    submitGroupNote(id: $id, signature: $signature, seenStateVector: $seenStateVector) {\n      ...GroupNoteView_note\n    }\n  }\n": types.SubmitGroupNoteDocument,
    "\n  query GroupNotesClientSearch($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        mrNo\n        firstName\n        lastName\n        fullname\n      }\n    }\n  }\n": types.GroupNotesClientSearchDocument,
    "\n  fragment GroupNoteView_note on GroupNote {\n    id\n    documentName\n    narrativeRoot\n    status\n    revision\n    late\n    contentHash\n    submittedAt\n    approvedAt\n    submittedBy {\n      id\n      fullname\n    }\n    approvedBy {\n      id\n      fullname\n    }\n    kickBack {\n      at\n      comment\n      by {\n        id\n        fullname\n      }\n    }\n    session {\n      id\n      groupId\n      groupName\n      programName\n      location {\n        id\n      }\n      room {\n        id\n        name\n      }\n      date\n      startTime\n      endTime\n      topic\n      origin\n      cancelledAt\n      cancelReason\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n    attendance {\n      id\n      rootName\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        mrNo\n        fullname\n      }\n    }\n    additionalSignees {\n      id\n      fullname\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      contentHash\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        id\n        fullname\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    addendums {\n      id\n      text\n      contentHash\n      signedAt\n      author {\n        id\n        fullname\n      }\n    }\n    history {\n      id\n      from\n      to\n      comment\n      at\n      actor {\n        id\n        fullname\n      }\n    }\n    permissions {\n      edit\n      manageAttendance\n      checkIn\n      submit\n      sign\n      approve\n      kickBack\n      manageSignees\n      addAddendum\n      print\n    }\n  }\n": types.GroupNoteView_NoteFragmentDoc,
    "\n  query GroupNotesLocationOptions($locationId: ID!, $clinicalRoles: [Role!]) {\n    groups(filter: { locationId: $locationId, active: true, pageSize: 200 }) {\n      results {\n        id\n        name\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n    }\n    clinicians(filter: { locationId: $locationId, role: $clinicalRoles, status: [1], pageSize: 200 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n    rooms(locationId: $locationId) {\n      id\n      name\n      active\n    }\n  }\n": types.GroupNotesLocationOptionsDocument,
    "\n  query GroupNoteExportNote($id: ID!) {\n    groupNote(id: $id) {\n      id\n      status\n      session {\n        id\n      }\n    }\n  }\n": types.GroupNoteExportNoteDocument,
    "\n  query GroupNoteExportPrint($sessionId: ID!) {\n    groupNotesPrint(filter: { sessionId: $sessionId }) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n": types.GroupNoteExportPrintDocument,
    "\n  query GroupNotesPrint($filter: GroupNotePrintFilter!) {\n    groupNotesPrint(filter: $filter) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n": types.GroupNotesPrintDocument,
    "\n  query PrintGroups {\n    groups(filter: { active: true, pageSize: 100 }) {\n      results {\n        id\n        name\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PrintGroupsDocument,
    "\n  fragment SignedNoteView_note on GroupNote {\n    id\n    status\n    late\n    contentHash\n    session {\n      id\n      groupName\n      programName\n      serviceCode\n      startsAt\n      endsAt\n      durationMinutes\n      topic\n      location {\n        name\n      }\n      room {\n        name\n      }\n      facilitator {\n        fullname\n      }\n      coFacilitators {\n        fullname\n      }\n    }\n    attendance {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        fullname\n      }\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        fullname\n      }\n    }\n    addendums {\n      id\n      html\n      contentHash\n      method\n      signedAt\n      author {\n        fullname\n      }\n    }\n  }\n": types.SignedNoteView_NoteFragmentDoc,
    "\n  fragment SignedNoteView_content on GroupNoteContent {\n    sealed\n    contentHash\n    narrative {\n      html\n      empty\n    }\n    clients {\n      entry {\n        id\n        status\n        client {\n          id\n          fullname\n        }\n      }\n      content {\n        html\n        empty\n      }\n    }\n  }\n": types.SignedNoteView_ContentFragmentDoc,
    "\n  query SignerHasPin {\n    me {\n      id\n      hasPin\n    }\n  }\n": types.SignerHasPinDocument,
    "\n  subscription GroupNoteLive($noteId: ID!) {\n    groupNoteChanged(noteId: $noteId) {\n      noteId\n      status\n      change\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n": types.GroupNoteLiveDocument,
    "\n  query KioskSession {\n    kioskSession {\n      sessionId\n      groupName\n      date\n      startTime\n      endTime\n      entries {\n        id\n        displayName\n        checkedIn\n      }\n    }\n  }\n": types.KioskSessionDocument,
    "\n  mutation KioskCheckIn($entryId: ID!, $dateOfBirth: String!) {\n    kioskCheckIn(entryId: $entryId, dateOfBirth: $dateOfBirth) {\n      displayName\n      checkedInAt\n      status\n    }\n  }\n": types.KioskCheckInDocument,
    "\n  fragment KioskLauncher_session on GroupSession {\n    id\n    groupId\n    groupName\n    startsAt\n    endsAt\n    cancelledAt\n    noteStatus\n    location {\n      id\n      name\n    }\n  }\n": types.KioskLauncher_SessionFragmentDoc,
    "\n  query KioskLaunchSession($id: ID!) {\n    groupSession(id: $id) {\n      ...KioskLauncher_session\n    }\n  }\n": types.KioskLaunchSessionDocument,
    "\n  query KioskTodaysSessions($groupId: ID!, $today: String!) {\n    groupSessions(filter: { groupId: $groupId, from: $today, to: $today, pageSize: 50 }) {\n      results {\n        ...KioskLauncher_session\n      }\n    }\n  }\n": types.KioskTodaysSessionsDocument,
    "\n  mutation StartKiosk($sessionId: ID!) {\n    startKiosk(sessionId: $sessionId, signOutHere: true) {\n      token\n      expiresAt\n      sessionId\n      groupId\n    }\n  }\n": types.StartKioskDocument,
    "\n  fragment MessageFields_message on Message {\n    id\n    conversationId\n    author {\n      id\n      fullname\n    }\n    body\n    mentions {\n      id\n    }\n    createdAt\n    editedAt\n    deleted\n    editableUntil\n    canEdit\n  }\n": types.MessageFields_MessageFragmentDoc,
    "\n  fragment ConversationFields_conversation on Conversation {\n    id\n    kind\n    title\n    client {\n      id\n      mrNo\n      fullname\n    }\n    createdAt\n    lastMessageAt\n    unreadCount\n    members {\n      user {\n        id\n        fullname\n        role\n      }\n      lastReadMessageId\n      lastReadAt\n    }\n    lastMessage {\n      ...MessageFields_message\n    }\n  }\n": types.ConversationFields_ConversationFragmentDoc,
    "\n  query Conversations {\n    conversationPage {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n": types.ConversationsDocument,
    "\n  query OlderConversations($before: ID!) {\n    conversationPage(before: $before) {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n": types.OlderConversationsDocument,
    "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationFields_conversation\n    }\n  }\n": types.ConversationDocument,
    "\n  query MessageHistory($conversationId: ID!, $before: ID) {\n    messages(conversationId: $conversationId, before: $before) {\n      results {\n        ...MessageFields_message\n      }\n      hasEarlier\n    }\n  }\n": types.MessageHistoryDocument,
    "\n  query SearchMessages($q: String!, $page: Int) {\n    searchMessages(q: $q, page: $page) {\n      results {\n        message {\n          ...MessageFields_message\n        }\n        conversation {\n          id\n          kind\n          title\n          members {\n            user {\n              id\n              fullname\n            }\n          }\n        }\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.SearchMessagesDocument,
    "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      conversationId\n      change\n      message {\n        ...MessageFields_message\n      }\n      reader {\n        user {\n          id\n          fullname\n          role\n        }\n        lastReadMessageId\n        lastReadAt\n      }\n    }\n  }\n": types.MessageAddedDocument,
    "\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      conversationId\n      userId\n      name\n    }\n  }\n": types.TypingDocument,
    "\n  subscription ConversationsChanged {\n    conversationsChanged {\n      ...ConversationFields_conversation\n    }\n  }\n": types.ConversationsChangedDocument,
    "\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageFields_message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation EditMessage($id: ID!, $body: String!) {\n    editMessage(id: $id, body: $body) {\n      ...MessageFields_message\n    }\n  }\n": types.EditMessageDocument,
    "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageFields_message\n    }\n  }\n": types.DeleteMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID) {\n    markConversationRead(conversationId: $conversationId, messageId: $messageId) {\n      ...ConversationFields_conversation\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  mutation SendTyping($conversationId: ID!) {\n    sendTyping(conversationId: $conversationId)\n  }\n": types.SendTypingDocument,
    "\n  mutation StartDirectConversation($userId: ID!) {\n    startDirectConversation(userId: $userId) {\n      ...ConversationFields_conversation\n    }\n  }\n": types.StartDirectConversationDocument,
    "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      ...ConversationFields_conversation\n    }\n  }\n": types.CreateConversationDocument,
    "\n  query MessagingStaff($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 20 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n": types.MessagingStaffDocument,
    "\n  query MessagingClients($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 20 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n": types.MessagingClientsDocument,
    "\n  mutation AddConversationMembers($conversationId: ID!, $userIds: [ID!]!) {\n    addConversationMembers(conversationId: $conversationId, userIds: $userIds) {\n      ...ConversationFields_conversation\n    }\n  }\n": types.AddConversationMembersDocument,
    "\n  mutation LeaveConversation($conversationId: ID!) {\n    leaveConversation(conversationId: $conversationId)\n  }\n": types.LeaveConversationDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    body\n    link\n    read\n    createdAt\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  query LatestNotifications($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n": types.LatestNotificationsDocument,
    "\n  subscription NotificationCountsChanged {\n    notificationCountsChanged {\n      ...NotificationCounts_counts\n    }\n  }\n": types.NotificationCountsChangedDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  query NotificationList($page: Int, $pageSize: Int, $unreadOnly: Boolean, $types: [NotificationType!]) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly, types: $types) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.NotificationListDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead($types: [NotificationType!]) {\n    markAllNotificationsRead(types: $types) {\n      ...NotificationCounts_counts\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  fragment NotificationCounts_counts on NotificationCounts {\n    unread\n    total\n    byType {\n      type\n      unread\n      total\n    }\n  }\n": types.NotificationCounts_CountsFragmentDoc,
    "\n  query NotificationCounts {\n    notificationCounts {\n      ...NotificationCounts_counts\n    }\n  }\n": types.NotificationCountsDocument,
    "\n  mutation SetReminder($input: ReminderInput!) {\n    setReminder(input: $input) {\n      id\n      remindAt\n    }\n  }\n": types.SetReminderDocument,
    "\n  fragment ReminderItem_reminder on Reminder {\n    id\n    subjectLabel\n    link\n    remindAt\n    note\n    firedAt\n  }\n": types.ReminderItem_ReminderFragmentDoc,
    "\n  query Reminders($status: ReminderStatus, $page: Int, $pageSize: Int) {\n    reminders(status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...ReminderItem_reminder\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n": types.RemindersDocument,
    "\n  mutation CancelReminder($id: ID!) {\n    cancelReminder(id: $id)\n  }\n": types.CancelReminderDocument,
    "\n  fragment TaskItem_task on Task {\n    id\n    title\n    description\n    dueAt\n    overdue\n    done\n    doneAt\n    subjectType\n    subjectId\n    subjectLabel\n    subjectLink\n    assignee {\n      id\n      fullname\n    }\n    createdBy {\n      id\n      fullname\n    }\n    permissions {\n      edit\n      complete\n      delete\n    }\n  }\n": types.TaskItem_TaskFragmentDoc,
    "\n  query TaskList($scope: TaskScope, $status: TaskStatus, $page: Int, $pageSize: Int) {\n    tasks(scope: $scope, status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...TaskItem_task\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n    taskCounts(scope: $scope) {\n      open\n      overdue\n      dueToday\n    }\n  }\n": types.TaskListDocument,
    "\n  query FocusedTask($id: ID!) {\n    task(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n": types.FocusedTaskDocument,
    "\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n": types.CreateTaskDocument,
    "\n  mutation UpdateTask($id: ID!, $input: UpdateTaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  mutation CompleteTask($id: ID!) {\n    completeTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n": types.CompleteTaskDocument,
    "\n  mutation ReopenTask($id: ID!) {\n    reopenTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n": types.ReopenTaskDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n": types.DeleteTaskDocument,
    "\n  subscription TaskChanged {\n    taskChanged {\n      taskId\n      change\n    }\n  }\n": types.TaskChangedDocument,
    "\n  query TaskAssigneeSearch($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 25 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n": types.TaskAssigneeSearchDocument,
    "\n  query TaskClientSearch($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 25 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n": types.TaskClientSearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n"): (typeof documents)["\n  fragment TopBar_me on Me {\n    fullname\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n"): (typeof documents)["\n  fragment CurrentUser_me on Me {\n    id\n    email\n    role\n    firstName\n    lastName\n    fullname\n    status\n    photo\n    locations {\n      id\n      name\n    }\n    defaultLocation {\n      id\n      name\n    }\n    ...TopBar_me\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUser_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalFilterOptions($locationId: ID, $roles: [Role!]) {\n    clinicians(filter: { locationId: $locationId, role: $roles, status: [1], pageSize: 100 }) {\n      results {\n        id\n        fullname\n      }\n    }\n    groups(filter: { locationId: $locationId, pageSize: 100 }) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovalFilterOptions($locationId: ID, $roles: [Role!]) {\n    clinicians(filter: { locationId: $locationId, role: $roles, status: [1], pageSize: 100 }) {\n      results {\n        id\n        fullname\n      }\n    }\n    groups(filter: { locationId: $locationId, pageSize: 100 }) {\n      results {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalGrid_note on GroupNote {\n    id\n    status\n    late\n    submittedAt\n    session {\n      id\n      groupName\n      startsAt\n      endsAt\n      facilitator {\n        id\n        fullname\n      }\n      attendance {\n        roster\n        attended\n        absent\n        unmarked\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    permissions {\n      approve\n      kickBack\n    }\n  }\n"): (typeof documents)["\n  fragment ApprovalGrid_note on GroupNote {\n    id\n    status\n    late\n    submittedAt\n    session {\n      id\n      groupName\n      startsAt\n      endsAt\n      facilitator {\n        id\n        fullname\n      }\n      attendance {\n        roster\n        attended\n        absent\n        unmarked\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    permissions {\n      approve\n      kickBack\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalQueue($filter: ApprovalQueueFilter) {\n    approvalQueue(filter: $filter) {\n      results {\n        id\n        ...ApprovalGrid_note\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApprovalQueue($filter: ApprovalQueueFilter) {\n    approvalQueue(filter: $filter) {\n      results {\n        id\n        ...ApprovalGrid_note\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalReview($id: ID!) {\n    groupNote(id: $id) {\n      id\n      ...SignedNoteView_note\n      ...ApprovalGrid_note\n      submittedBy {\n        id\n        fullname\n      }\n      approvedAt\n      approvedBy {\n        id\n        fullname\n      }\n      kickBack {\n        at\n        comment\n        by {\n          id\n          fullname\n        }\n      }\n    }\n    groupNoteContent(id: $id) {\n      ...SignedNoteView_content\n    }\n  }\n"): (typeof documents)["\n  query ApprovalReview($id: ID!) {\n    groupNote(id: $id) {\n      id\n      ...SignedNoteView_note\n      ...ApprovalGrid_note\n      submittedBy {\n        id\n        fullname\n      }\n      approvedAt\n      approvedBy {\n        id\n        fullname\n      }\n      kickBack {\n        at\n        comment\n        by {\n          id\n          fullname\n        }\n      }\n    }\n    groupNoteContent(id: $id) {\n      ...SignedNoteView_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApprovalQueueChanges {\n    groupNoteChanged {\n      noteId\n      status\n      change\n      note {\n        id\n        ...ApprovalGrid_note\n        # What the open review pane says about a note someone else just acted on.\n        approvedAt\n        approvedBy {\n          id\n          fullname\n        }\n        kickBack {\n          at\n          comment\n          by {\n            id\n            fullname\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ApprovalQueueChanges {\n    groupNoteChanged {\n      noteId\n      status\n      change\n      note {\n        id\n        ...ApprovalGrid_note\n        # What the open review pane says about a note someone else just acted on.\n        approvedAt\n        approvedBy {\n          id\n          fullname\n        }\n        kickBack {\n          at\n          comment\n          by {\n            id\n            fullname\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveGroupNotes($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveGroupNotes($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KickBackGroupNotes($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation KickBackGroupNotes($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorCode\n      errorMessage\n      note {\n        id\n        ...ApprovalGrid_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyTwoFactorLogin($challengeToken: String!, $code: String!) {\n    verifyTwoFactorLogin(challengeToken: $challengeToken, code: $code) {\n      tokenExpiresAt\n      user {\n        ...CurrentUser_me\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      __typename\n      ... on LoginSuccess {\n        tokenExpiresAt\n        user {\n          ...CurrentUser_me\n        }\n      }\n      ... on TwoFactorChallenge {\n        challengeToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveBoardEntry on BoardEntry {\n    id\n    kind\n    title\n    body\n    link\n    actorName\n    createdAt\n  }\n"): (typeof documents)["\n  fragment LiveBoardEntry on BoardEntry {\n    id\n    kind\n    title\n    body\n    link\n    actorName\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationBoard($locationId: ID!, $before: DateTime) {\n    locationBoard(locationId: $locationId, before: $before) {\n      location {\n        id\n        name\n      }\n      entries {\n        ...LiveBoardEntry\n      }\n      hasOlder\n    }\n  }\n"): (typeof documents)["\n  query LocationBoard($locationId: ID!, $before: DateTime) {\n    locationBoard(locationId: $locationId, before: $before) {\n      location {\n        id\n        name\n      }\n      entries {\n        ...LiveBoardEntry\n      }\n      hasOlder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BoardEntryAdded($locationId: ID!) {\n    boardEntryAdded(locationId: $locationId) {\n      ...LiveBoardEntry\n    }\n  }\n"): (typeof documents)["\n  subscription BoardEntryAdded($locationId: ID!) {\n    boardEntryAdded(locationId: $locationId) {\n      ...LiveBoardEntry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientChart($mrNo: String!) {\n    client(mrNo: $mrNo) {\n      id\n      ...ClientHeader_client\n    }\n  }\n"): (typeof documents)["\n  query ClientChart($mrNo: String!) {\n    client(mrNo: $mrNo) {\n      id\n      ...ClientHeader_client\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientGroupNote($mrNo: String!, $noteId: ID!) {\n    client(mrNo: $mrNo) {\n      id\n      mrNo\n      fullname\n    }\n    groupNote(id: $noteId) {\n      id\n      ...SignedNoteView_note\n    }\n  }\n"): (typeof documents)["\n  query ClientGroupNote($mrNo: String!, $noteId: ID!) {\n    client(mrNo: $mrNo) {\n      id\n      mrNo\n      fullname\n    }\n    groupNote(id: $noteId) {\n      id\n      ...SignedNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientGroupNoteContent($noteId: ID!, $clientId: ID!) {\n    groupNoteContent(id: $noteId, clientId: $clientId) {\n      ...SignedNoteView_content\n    }\n  }\n"): (typeof documents)["\n  query ClientGroupNoteContent($noteId: ID!, $clientId: ID!) {\n    groupNoteContent(id: $noteId, clientId: $clientId) {\n      ...SignedNoteView_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientGroupNotesTab($mrNo: String!, $page: Int, $pageSize: Int) {\n    clientGroupNotes(mrNo: $mrNo, page: $page, pageSize: $pageSize) {\n      results {\n        noteId\n        sessionId\n        date\n        startTime\n        endTime\n        groupName\n        facilitator {\n          id\n          fullname\n        }\n        attendanceStatus\n        minutesAttended\n        noteStatus\n        late\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientGroupNotesTab($mrNo: String!, $page: Int, $pageSize: Int) {\n    clientGroupNotes(mrNo: $mrNo, page: $page, pageSize: $pageSize) {\n      results {\n        noteId\n        sessionId\n        date\n        startTime\n        endTime\n        groupName\n        facilitator {\n          id\n          fullname\n        }\n        attendanceStatus\n        minutesAttended\n        noteStatus\n        late\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientHeader_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    gender\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n    primaryTherapist {\n      id\n      fullname\n    }\n  }\n"): (typeof documents)["\n  fragment ClientHeader_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    gender\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n    primaryTherapist {\n      id\n      fullname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientGrid_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ClientGrid_client on ClientSummary {\n    id\n    mrNo\n    fullname\n    dateOfBirth\n    levelOfCare\n    admissionDate\n    location {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientList($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        ...ClientGrid_client\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientList($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        ...ClientGrid_client\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientGroupScheduleTab($mrNo: String!) {\n    clientGroupSchedule(mrNo: $mrNo) {\n      groups {\n        id\n        name\n        programName\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n      upcoming {\n        id\n        groupName\n        startsAt\n        endsAt\n        topic\n        room {\n          id\n          name\n        }\n        facilitator {\n          id\n          fullname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientGroupScheduleTab($mrNo: String!) {\n    clientGroupSchedule(mrNo: $mrNo) {\n      groups {\n        id\n        name\n        programName\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n      upcoming {\n        id\n        groupName\n        startsAt\n        endsAt\n        topic\n        room {\n          id\n          name\n        }\n        facilitator {\n          id\n          fullname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ClinicianGrid_clinician on Clinician {\n    id\n    fullname\n    email\n    role\n    status\n    locations {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClinicianList($filter: ClinicianFilter) {\n    clinicians(filter: $filter) {\n      results {\n        ...ClinicianGrid_clinician\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateClinician($id: ID!) {\n    deactivateClinician(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateClinician($id: ID!) {\n    deactivateClinician(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      ...EventItem_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventItem_event on OrgEvent {\n    id\n    title\n    description\n    startsAt\n    endsAt\n    allDay\n    place\n    cancelled\n    canManage\n    audience {\n      kind\n      locations {\n        id\n        name\n      }\n      roles\n    }\n  }\n"): (typeof documents)["\n  fragment EventItem_event on OrgEvent {\n    id\n    title\n    description\n    startsAt\n    endsAt\n    allDay\n    place\n    cancelled\n    canManage\n    audience {\n      kind\n      locations {\n        id\n        name\n      }\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventList($period: EventPeriod, $search: String, $page: Int, $pageSize: Int) {\n    events(period: $period, search: $search, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...EventItem_event\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n      eventCount\n      eventTotal\n    }\n  }\n"): (typeof documents)["\n  query EventList($period: EventPeriod, $search: String, $page: Int, $pageSize: Int) {\n    events(period: $period, search: $search, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...EventItem_event\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n      eventCount\n      eventTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventChanged {\n    eventChanged {\n      id\n      ...EventItem_event\n    }\n  }\n"): (typeof documents)["\n  subscription EventChanged {\n    eventChanged {\n      id\n      ...EventItem_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      ...EventItem_event\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEvent($id: ID!) {\n    cancelEvent(id: $id) {\n      id\n      ...EventItem_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSessionClient($sessionId: ID!, $clientId: ID!) {\n    addSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  mutation AddSessionClient($sessionId: ID!, $clientId: ID!) {\n    addSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupAttendance($sessionId: ID!, $clientId: ID!, $status: AttendanceStatus, $minutesAttended: Int) {\n    setAttendance(sessionId: $sessionId, clientId: $clientId, status: $status, minutesAttended: $minutesAttended) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetGroupAttendance($sessionId: ID!, $clientId: ID!, $status: AttendanceStatus, $minutesAttended: Int) {\n    setAttendance(sessionId: $sessionId, clientId: $clientId, status: $status, minutesAttended: $minutesAttended) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkGroupCheckIn($sessionId: ID!, $clientIds: [ID!]!) {\n    bulkCheckIn(sessionId: $sessionId, clientIds: $clientIds) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation BulkGroupCheckIn($sessionId: ID!, $clientIds: [ID!]!) {\n    bulkCheckIn(sessionId: $sessionId, clientIds: $clientIds) {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSessionClient($sessionId: ID!, $clientId: ID!) {\n    removeSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSessionClient($sessionId: ID!, $clientId: ID!) {\n    removeSessionClient(sessionId: $sessionId, clientId: $clientId) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupNotesCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      ...GroupGrid_group\n    }\n  }\n"): (typeof documents)["\n  mutation GroupNotesCreateGroup($input: GroupInput!) {\n    createGroup(input: $input) {\n      ...GroupGrid_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupNotesUpdateGroup($id: ID!, $input: GroupUpdateInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...GroupGrid_group\n    }\n  }\n"): (typeof documents)["\n  mutation GroupNotesUpdateGroup($id: ID!, $input: GroupUpdateInput!) {\n    updateGroup(id: $id, input: $input) {\n      ...GroupGrid_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupGrid_group on Group {\n    id\n    name\n    description\n    serviceCode\n    active\n    program {\n      id\n      name\n    }\n    room {\n      id\n      name\n    }\n    facilitators {\n      id\n      fullname\n      role\n    }\n    roster {\n      id\n      mrNo\n      fullname\n    }\n    schedule {\n      weekday\n      startTime\n      endTime\n    }\n  }\n"): (typeof documents)["\n  fragment GroupGrid_group on Group {\n    id\n    name\n    description\n    serviceCode\n    active\n    program {\n      id\n      name\n    }\n    room {\n      id\n      name\n    }\n    facilitators {\n      id\n      fullname\n      role\n    }\n    roster {\n      id\n      mrNo\n      fullname\n    }\n    schedule {\n      weekday\n      startTime\n      endTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupSessionNoteId($id: ID!) {\n    groupSession(id: $id) {\n      id\n      noteId\n    }\n  }\n"): (typeof documents)["\n  query GroupSessionNoteId($id: ID!) {\n    groupSession(id: $id) {\n      id\n      noteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNoteView($id: ID!) {\n    groupNote(id: $id) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  query GroupNoteView($id: ID!) {\n    groupNote(id: $id) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupSessionList($filter: GroupSessionFilter) {\n    groupSessions(filter: $filter) {\n      results {\n        ...SessionGrid_session\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupSessionList($filter: GroupSessionFilter) {\n    groupSessions(filter: $filter) {\n      results {\n        ...SessionGrid_session\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateGroupSessions($input: GenerateSessionsInput!) {\n    generateGroupSessions(input: $input) {\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateGroupSessions($input: GenerateSessionsInput!) {\n    generateGroupSessions(input: $input) {\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNotesGroupList($filter: GroupFilter) {\n    groups(filter: $filter) {\n      results {\n        ...GroupGrid_group\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupNotesGroupList($filter: GroupFilter) {\n    groups(filter: $filter) {\n      results {\n        ...GroupGrid_group\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNotesPrograms($locationId: ID) {\n    programs(locationId: $locationId, active: true) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query GroupNotesPrograms($locationId: ID) {\n    programs(locationId: $locationId, active: true) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroupSession($input: GroupSessionInput!) {\n    createGroupSession(input: $input) {\n      id\n      noteId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroupSession($input: GroupSessionInput!) {\n    createGroupSession(input: $input) {\n      id\n      noteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupNotesCreateProgram($input: ProgramInput!) {\n    createProgram(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation GroupNotesCreateProgram($input: ProgramInput!) {\n    createProgram(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GroupNotesCreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation GroupNotesCreateRoom($input: RoomInput!) {\n    createRoom(input: $input) {\n      id\n      name\n      locationId\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignGroupNote($id: ID!, $signature: SignatureInput!) {\n    signGroupNote(id: $id, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  mutation SignGroupNote($id: ID!, $signature: SignatureInput!) {\n    signGroupNote(id: $id, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveGroupNote($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveGroupNote($ids: [ID!]!, $signature: SignatureInput!) {\n    approveGroupNotes(ids: $ids, signature: $signature) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KickBackGroupNote($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation KickBackGroupNote($ids: [ID!]!, $comment: String!) {\n    kickBackGroupNotes(ids: $ids, comment: $comment) {\n      noteId\n      ok\n      errorMessage\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGroupNoteAddendum($id: ID!, $text: String!, $signature: SignatureInput!) {\n    addGroupNoteAddendum(id: $id, text: $text, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  mutation AddGroupNoteAddendum($id: ID!, $text: String!, $signature: SignatureInput!) {\n    addGroupNoteAddendum(id: $id, text: $text, signature: $signature) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroupSession($id: ID!, $input: GroupSessionUpdateInput!) {\n    updateGroupSession(id: $id, input: $input) {\n      id\n      topic\n      startTime\n      endTime\n      startsAt\n      endsAt\n      durationMinutes\n      room {\n        id\n        name\n      }\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroupSession($id: ID!, $input: GroupSessionUpdateInput!) {\n    updateGroupSession(id: $id, input: $input) {\n      id\n      topic\n      startTime\n      endTime\n      startsAt\n      endsAt\n      durationMinutes\n      room {\n        id\n        name\n      }\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelGroupSession($id: ID!, $reason: String!) {\n    cancelGroupSession(id: $id, reason: $reason) {\n      id\n      cancelledAt\n      cancelReason\n    }\n  }\n"): (typeof documents)["\n  mutation CancelGroupSession($id: ID!, $reason: String!) {\n    cancelGroupSession(id: $id, reason: $reason) {\n      id\n      cancelledAt\n      cancelReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionGrid_session on GroupSession {\n    id\n    groupId\n    groupName\n    date\n    startTime\n    endTime\n    endsAt\n    topic\n    facilitator {\n      id\n      fullname\n    }\n    coFacilitators {\n      id\n      fullname\n    }\n    room {\n      id\n      name\n    }\n    cancelledAt\n    noteId\n    noteStatus\n    late\n    attendance {\n      roster\n      attended\n      absent\n      unmarked\n    }\n  }\n"): (typeof documents)["\n  fragment SessionGrid_session on GroupSession {\n    id\n    groupId\n    groupName\n    date\n    startTime\n    endTime\n    endsAt\n    topic\n    facilitator {\n      id\n      fullname\n    }\n    coFacilitators {\n      id\n      fullname\n    }\n    room {\n      id\n      name\n    }\n    cancelledAt\n    noteId\n    noteStatus\n    late\n    attendance {\n      roster\n      attended\n      absent\n      unmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGroupNoteSignees($id: ID!, $userIds: [ID!]!) {\n    addGroupNoteSignees(id: $id, userIds: $userIds) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  mutation AddGroupNoteSignees($id: ID!, $userIds: [ID!]!) {\n    addGroupNoteSignees(id: $id, userIds: $userIds) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGroupNoteSignee($id: ID!, $userId: ID!) {\n    removeGroupNoteSignee(id: $id, userId: $userId) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveGroupNoteSignee($id: ID!, $userId: ID!) {\n    removeGroupNoteSignee(id: $id, userId: $userId) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitGroupNote($id: ID!, $signature: SignatureInput!, $seenStateVector: String) {\n    submitGroupNote(id: $id, signature: $signature, seenStateVector: $seenStateVector) {\n      ...GroupNoteView_note\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitGroupNote($id: ID!, $signature: SignatureInput!, $seenStateVector: String) {\n    submitGroupNote(id: $id, signature: $signature, seenStateVector: $seenStateVector) {\n      ...GroupNoteView_note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNotesClientSearch($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        mrNo\n        firstName\n        lastName\n        fullname\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupNotesClientSearch($filter: ClientFilter) {\n    clients(filter: $filter) {\n      results {\n        id\n        mrNo\n        firstName\n        lastName\n        fullname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupNoteView_note on GroupNote {\n    id\n    documentName\n    narrativeRoot\n    status\n    revision\n    late\n    contentHash\n    submittedAt\n    approvedAt\n    submittedBy {\n      id\n      fullname\n    }\n    approvedBy {\n      id\n      fullname\n    }\n    kickBack {\n      at\n      comment\n      by {\n        id\n        fullname\n      }\n    }\n    session {\n      id\n      groupId\n      groupName\n      programName\n      location {\n        id\n      }\n      room {\n        id\n        name\n      }\n      date\n      startTime\n      endTime\n      topic\n      origin\n      cancelledAt\n      cancelReason\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n    attendance {\n      id\n      rootName\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        mrNo\n        fullname\n      }\n    }\n    additionalSignees {\n      id\n      fullname\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      contentHash\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        id\n        fullname\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    addendums {\n      id\n      text\n      contentHash\n      signedAt\n      author {\n        id\n        fullname\n      }\n    }\n    history {\n      id\n      from\n      to\n      comment\n      at\n      actor {\n        id\n        fullname\n      }\n    }\n    permissions {\n      edit\n      manageAttendance\n      checkIn\n      submit\n      sign\n      approve\n      kickBack\n      manageSignees\n      addAddendum\n      print\n    }\n  }\n"): (typeof documents)["\n  fragment GroupNoteView_note on GroupNote {\n    id\n    documentName\n    narrativeRoot\n    status\n    revision\n    late\n    contentHash\n    submittedAt\n    approvedAt\n    submittedBy {\n      id\n      fullname\n    }\n    approvedBy {\n      id\n      fullname\n    }\n    kickBack {\n      at\n      comment\n      by {\n        id\n        fullname\n      }\n    }\n    session {\n      id\n      groupId\n      groupName\n      programName\n      location {\n        id\n      }\n      room {\n        id\n        name\n      }\n      date\n      startTime\n      endTime\n      topic\n      origin\n      cancelledAt\n      cancelReason\n      facilitator {\n        id\n        fullname\n        role\n      }\n      coFacilitators {\n        id\n        fullname\n        role\n      }\n    }\n    attendance {\n      id\n      rootName\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        mrNo\n        fullname\n      }\n    }\n    additionalSignees {\n      id\n      fullname\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      contentHash\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        id\n        fullname\n      }\n    }\n    pendingSigners {\n      role\n      user {\n        id\n        fullname\n      }\n    }\n    addendums {\n      id\n      text\n      contentHash\n      signedAt\n      author {\n        id\n        fullname\n      }\n    }\n    history {\n      id\n      from\n      to\n      comment\n      at\n      actor {\n        id\n        fullname\n      }\n    }\n    permissions {\n      edit\n      manageAttendance\n      checkIn\n      submit\n      sign\n      approve\n      kickBack\n      manageSignees\n      addAddendum\n      print\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNotesLocationOptions($locationId: ID!, $clinicalRoles: [Role!]) {\n    groups(filter: { locationId: $locationId, active: true, pageSize: 200 }) {\n      results {\n        id\n        name\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n    }\n    clinicians(filter: { locationId: $locationId, role: $clinicalRoles, status: [1], pageSize: 200 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n    rooms(locationId: $locationId) {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  query GroupNotesLocationOptions($locationId: ID!, $clinicalRoles: [Role!]) {\n    groups(filter: { locationId: $locationId, active: true, pageSize: 200 }) {\n      results {\n        id\n        name\n        room {\n          id\n          name\n        }\n        facilitators {\n          id\n          fullname\n        }\n        schedule {\n          weekday\n          startTime\n          endTime\n        }\n      }\n    }\n    clinicians(filter: { locationId: $locationId, role: $clinicalRoles, status: [1], pageSize: 200 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n    rooms(locationId: $locationId) {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNoteExportNote($id: ID!) {\n    groupNote(id: $id) {\n      id\n      status\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupNoteExportNote($id: ID!) {\n    groupNote(id: $id) {\n      id\n      status\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNoteExportPrint($sessionId: ID!) {\n    groupNotesPrint(filter: { sessionId: $sessionId }) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupNoteExportPrint($sessionId: ID!) {\n    groupNotesPrint(filter: { sessionId: $sessionId }) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupNotesPrint($filter: GroupNotePrintFilter!) {\n    groupNotesPrint(filter: $filter) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n"): (typeof documents)["\n  query GroupNotesPrint($filter: GroupNotePrintFilter!) {\n    groupNotesPrint(filter: $filter) {\n      note {\n        ...SignedNoteView_note\n      }\n      content {\n        ...SignedNoteView_content\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintGroups {\n    groups(filter: { active: true, pageSize: 100 }) {\n      results {\n        id\n        name\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintGroups {\n    groups(filter: { active: true, pageSize: 100 }) {\n      results {\n        id\n        name\n        location {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedNoteView_note on GroupNote {\n    id\n    status\n    late\n    contentHash\n    session {\n      id\n      groupName\n      programName\n      serviceCode\n      startsAt\n      endsAt\n      durationMinutes\n      topic\n      location {\n        name\n      }\n      room {\n        name\n      }\n      facilitator {\n        fullname\n      }\n      coFacilitators {\n        fullname\n      }\n    }\n    attendance {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        fullname\n      }\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        fullname\n      }\n    }\n    addendums {\n      id\n      html\n      contentHash\n      method\n      signedAt\n      author {\n        fullname\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SignedNoteView_note on GroupNote {\n    id\n    status\n    late\n    contentHash\n    session {\n      id\n      groupName\n      programName\n      serviceCode\n      startsAt\n      endsAt\n      durationMinutes\n      topic\n      location {\n        name\n      }\n      room {\n        name\n      }\n      facilitator {\n        fullname\n      }\n      coFacilitators {\n        fullname\n      }\n    }\n    attendance {\n      id\n      status\n      minutesAttended\n      checkedInAt\n      checkInMethod\n      client {\n        id\n        fullname\n      }\n    }\n    signatures {\n      id\n      role\n      method\n      revision\n      signedAt\n      voidedAt\n      voidReason\n      signer {\n        fullname\n      }\n    }\n    addendums {\n      id\n      html\n      contentHash\n      method\n      signedAt\n      author {\n        fullname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedNoteView_content on GroupNoteContent {\n    sealed\n    contentHash\n    narrative {\n      html\n      empty\n    }\n    clients {\n      entry {\n        id\n        status\n        client {\n          id\n          fullname\n        }\n      }\n      content {\n        html\n        empty\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SignedNoteView_content on GroupNoteContent {\n    sealed\n    contentHash\n    narrative {\n      html\n      empty\n    }\n    clients {\n      entry {\n        id\n        status\n        client {\n          id\n          fullname\n        }\n      }\n      content {\n        html\n        empty\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignerHasPin {\n    me {\n      id\n      hasPin\n    }\n  }\n"): (typeof documents)["\n  query SignerHasPin {\n    me {\n      id\n      hasPin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupNoteLive($noteId: ID!) {\n    groupNoteChanged(noteId: $noteId) {\n      noteId\n      status\n      change\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription GroupNoteLive($noteId: ID!) {\n    groupNoteChanged(noteId: $noteId) {\n      noteId\n      status\n      change\n      note {\n        ...GroupNoteView_note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskSession {\n    kioskSession {\n      sessionId\n      groupName\n      date\n      startTime\n      endTime\n      entries {\n        id\n        displayName\n        checkedIn\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskSession {\n    kioskSession {\n      sessionId\n      groupName\n      date\n      startTime\n      endTime\n      entries {\n        id\n        displayName\n        checkedIn\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskCheckIn($entryId: ID!, $dateOfBirth: String!) {\n    kioskCheckIn(entryId: $entryId, dateOfBirth: $dateOfBirth) {\n      displayName\n      checkedInAt\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation KioskCheckIn($entryId: ID!, $dateOfBirth: String!) {\n    kioskCheckIn(entryId: $entryId, dateOfBirth: $dateOfBirth) {\n      displayName\n      checkedInAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KioskLauncher_session on GroupSession {\n    id\n    groupId\n    groupName\n    startsAt\n    endsAt\n    cancelledAt\n    noteStatus\n    location {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment KioskLauncher_session on GroupSession {\n    id\n    groupId\n    groupName\n    startsAt\n    endsAt\n    cancelledAt\n    noteStatus\n    location {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskLaunchSession($id: ID!) {\n    groupSession(id: $id) {\n      ...KioskLauncher_session\n    }\n  }\n"): (typeof documents)["\n  query KioskLaunchSession($id: ID!) {\n    groupSession(id: $id) {\n      ...KioskLauncher_session\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskTodaysSessions($groupId: ID!, $today: String!) {\n    groupSessions(filter: { groupId: $groupId, from: $today, to: $today, pageSize: 50 }) {\n      results {\n        ...KioskLauncher_session\n      }\n    }\n  }\n"): (typeof documents)["\n  query KioskTodaysSessions($groupId: ID!, $today: String!) {\n    groupSessions(filter: { groupId: $groupId, from: $today, to: $today, pageSize: 50 }) {\n      results {\n        ...KioskLauncher_session\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartKiosk($sessionId: ID!) {\n    startKiosk(sessionId: $sessionId, signOutHere: true) {\n      token\n      expiresAt\n      sessionId\n      groupId\n    }\n  }\n"): (typeof documents)["\n  mutation StartKiosk($sessionId: ID!) {\n    startKiosk(sessionId: $sessionId, signOutHere: true) {\n      token\n      expiresAt\n      sessionId\n      groupId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields_message on Message {\n    id\n    conversationId\n    author {\n      id\n      fullname\n    }\n    body\n    mentions {\n      id\n    }\n    createdAt\n    editedAt\n    deleted\n    editableUntil\n    canEdit\n  }\n"): (typeof documents)["\n  fragment MessageFields_message on Message {\n    id\n    conversationId\n    author {\n      id\n      fullname\n    }\n    body\n    mentions {\n      id\n    }\n    createdAt\n    editedAt\n    deleted\n    editableUntil\n    canEdit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationFields_conversation on Conversation {\n    id\n    kind\n    title\n    client {\n      id\n      mrNo\n      fullname\n    }\n    createdAt\n    lastMessageAt\n    unreadCount\n    members {\n      user {\n        id\n        fullname\n        role\n      }\n      lastReadMessageId\n      lastReadAt\n    }\n    lastMessage {\n      ...MessageFields_message\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationFields_conversation on Conversation {\n    id\n    kind\n    title\n    client {\n      id\n      mrNo\n      fullname\n    }\n    createdAt\n    lastMessageAt\n    unreadCount\n    members {\n      user {\n        id\n        fullname\n        role\n      }\n      lastReadMessageId\n      lastReadAt\n    }\n    lastMessage {\n      ...MessageFields_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations {\n    conversationPage {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n"): (typeof documents)["\n  query Conversations {\n    conversationPage {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OlderConversations($before: ID!) {\n    conversationPage(before: $before) {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n"): (typeof documents)["\n  query OlderConversations($before: ID!) {\n    conversationPage(before: $before) {\n      results {\n        ...ConversationFields_conversation\n      }\n      hasOlder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationFields_conversation\n    }\n  }\n"): (typeof documents)["\n  query Conversation($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationFields_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageHistory($conversationId: ID!, $before: ID) {\n    messages(conversationId: $conversationId, before: $before) {\n      results {\n        ...MessageFields_message\n      }\n      hasEarlier\n    }\n  }\n"): (typeof documents)["\n  query MessageHistory($conversationId: ID!, $before: ID) {\n    messages(conversationId: $conversationId, before: $before) {\n      results {\n        ...MessageFields_message\n      }\n      hasEarlier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMessages($q: String!, $page: Int) {\n    searchMessages(q: $q, page: $page) {\n      results {\n        message {\n          ...MessageFields_message\n        }\n        conversation {\n          id\n          kind\n          title\n          members {\n            user {\n              id\n              fullname\n            }\n          }\n        }\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchMessages($q: String!, $page: Int) {\n    searchMessages(q: $q, page: $page) {\n      results {\n        message {\n          ...MessageFields_message\n        }\n        conversation {\n          id\n          kind\n          title\n          members {\n            user {\n              id\n              fullname\n            }\n          }\n        }\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      conversationId\n      change\n      message {\n        ...MessageFields_message\n      }\n      reader {\n        user {\n          id\n          fullname\n          role\n        }\n        lastReadMessageId\n        lastReadAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded($conversationId: ID!) {\n    messageAdded(conversationId: $conversationId) {\n      conversationId\n      change\n      message {\n        ...MessageFields_message\n      }\n      reader {\n        user {\n          id\n          fullname\n          role\n        }\n        lastReadMessageId\n        lastReadAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      conversationId\n      userId\n      name\n    }\n  }\n"): (typeof documents)["\n  subscription Typing($conversationId: ID!) {\n    typing(conversationId: $conversationId) {\n      conversationId\n      userId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationsChanged {\n    conversationsChanged {\n      ...ConversationFields_conversation\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationsChanged {\n    conversationsChanged {\n      ...ConversationFields_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageFields_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageFields_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditMessage($id: ID!, $body: String!) {\n    editMessage(id: $id, body: $body) {\n      ...MessageFields_message\n    }\n  }\n"): (typeof documents)["\n  mutation EditMessage($id: ID!, $body: String!) {\n    editMessage(id: $id, body: $body) {\n      ...MessageFields_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageFields_message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMessage($id: ID!) {\n    deleteMessage(id: $id) {\n      ...MessageFields_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID) {\n    markConversationRead(conversationId: $conversationId, messageId: $messageId) {\n      ...ConversationFields_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($conversationId: ID!, $messageId: ID) {\n    markConversationRead(conversationId: $conversationId, messageId: $messageId) {\n      ...ConversationFields_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTyping($conversationId: ID!) {\n    sendTyping(conversationId: $conversationId)\n  }\n"): (typeof documents)["\n  mutation SendTyping($conversationId: ID!) {\n    sendTyping(conversationId: $conversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartDirectConversation($userId: ID!) {\n    startDirectConversation(userId: $userId) {\n      ...ConversationFields_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation StartDirectConversation($userId: ID!) {\n    startDirectConversation(userId: $userId) {\n      ...ConversationFields_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      ...ConversationFields_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      ...ConversationFields_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagingStaff($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 20 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagingStaff($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 20 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagingClients($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 20 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagingClients($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 20 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddConversationMembers($conversationId: ID!, $userIds: [ID!]!) {\n    addConversationMembers(conversationId: $conversationId, userIds: $userIds) {\n      ...ConversationFields_conversation\n    }\n  }\n"): (typeof documents)["\n  mutation AddConversationMembers($conversationId: ID!, $userIds: [ID!]!) {\n    addConversationMembers(conversationId: $conversationId, userIds: $userIds) {\n      ...ConversationFields_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveConversation($conversationId: ID!) {\n    leaveConversation(conversationId: $conversationId)\n  }\n"): (typeof documents)["\n  mutation LeaveConversation($conversationId: ID!) {\n    leaveConversation(conversationId: $conversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    body\n    link\n    read\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    type\n    title\n    body\n    link\n    read\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestNotifications($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestNotifications($pageSize: Int!) {\n    notifications(page: 1, pageSize: $pageSize) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationCountsChanged {\n    notificationCountsChanged {\n      ...NotificationCounts_counts\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationCountsChanged {\n    notificationCountsChanged {\n      ...NotificationCounts_counts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      id\n      ...NotificationItem_notification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationList($page: Int, $pageSize: Int, $unreadOnly: Boolean, $types: [NotificationType!]) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly, types: $types) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationList($page: Int, $pageSize: Int, $unreadOnly: Boolean, $types: [NotificationType!]) {\n    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly, types: $types) {\n      results {\n        id\n        ...NotificationItem_notification\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead($types: [NotificationType!]) {\n    markAllNotificationsRead(types: $types) {\n      ...NotificationCounts_counts\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead($types: [NotificationType!]) {\n    markAllNotificationsRead(types: $types) {\n      ...NotificationCounts_counts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationCounts_counts on NotificationCounts {\n    unread\n    total\n    byType {\n      type\n      unread\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationCounts_counts on NotificationCounts {\n    unread\n    total\n    byType {\n      type\n      unread\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationCounts {\n    notificationCounts {\n      ...NotificationCounts_counts\n    }\n  }\n"): (typeof documents)["\n  query NotificationCounts {\n    notificationCounts {\n      ...NotificationCounts_counts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReminder($input: ReminderInput!) {\n    setReminder(input: $input) {\n      id\n      remindAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetReminder($input: ReminderInput!) {\n    setReminder(input: $input) {\n      id\n      remindAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReminderItem_reminder on Reminder {\n    id\n    subjectLabel\n    link\n    remindAt\n    note\n    firedAt\n  }\n"): (typeof documents)["\n  fragment ReminderItem_reminder on Reminder {\n    id\n    subjectLabel\n    link\n    remindAt\n    note\n    firedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reminders($status: ReminderStatus, $page: Int, $pageSize: Int) {\n    reminders(status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...ReminderItem_reminder\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reminders($status: ReminderStatus, $page: Int, $pageSize: Int) {\n    reminders(status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...ReminderItem_reminder\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelReminder($id: ID!) {\n    cancelReminder(id: $id)\n  }\n"): (typeof documents)["\n  mutation CancelReminder($id: ID!) {\n    cancelReminder(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskItem_task on Task {\n    id\n    title\n    description\n    dueAt\n    overdue\n    done\n    doneAt\n    subjectType\n    subjectId\n    subjectLabel\n    subjectLink\n    assignee {\n      id\n      fullname\n    }\n    createdBy {\n      id\n      fullname\n    }\n    permissions {\n      edit\n      complete\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment TaskItem_task on Task {\n    id\n    title\n    description\n    dueAt\n    overdue\n    done\n    doneAt\n    subjectType\n    subjectId\n    subjectLabel\n    subjectLink\n    assignee {\n      id\n      fullname\n    }\n    createdBy {\n      id\n      fullname\n    }\n    permissions {\n      edit\n      complete\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskList($scope: TaskScope, $status: TaskStatus, $page: Int, $pageSize: Int) {\n    tasks(scope: $scope, status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...TaskItem_task\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n    taskCounts(scope: $scope) {\n      open\n      overdue\n      dueToday\n    }\n  }\n"): (typeof documents)["\n  query TaskList($scope: TaskScope, $status: TaskStatus, $page: Int, $pageSize: Int) {\n    tasks(scope: $scope, status: $status, page: $page, pageSize: $pageSize) {\n      results {\n        id\n        ...TaskItem_task\n      }\n      pageInfo {\n        total\n        page\n        pageSize\n      }\n    }\n    taskCounts(scope: $scope) {\n      open\n      overdue\n      dueToday\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FocusedTask($id: ID!) {\n    task(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n"): (typeof documents)["\n  query FocusedTask($id: ID!) {\n    task(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTask($input: CreateTaskInput!) {\n    createTask(input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $input: UpdateTaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTask($id: ID!, $input: UpdateTaskInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      ...TaskItem_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTask($id: ID!) {\n    completeTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTask($id: ID!) {\n    completeTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenTask($id: ID!) {\n    reopenTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenTask($id: ID!) {\n    reopenTask(id: $id) {\n      id\n      ...TaskItem_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TaskChanged {\n    taskChanged {\n      taskId\n      change\n    }\n  }\n"): (typeof documents)["\n  subscription TaskChanged {\n    taskChanged {\n      taskId\n      change\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskAssigneeSearch($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 25 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskAssigneeSearch($searchQuery: String) {\n    clinicians(filter: { searchQuery: $searchQuery, status: [1], pageSize: 25 }) {\n      results {\n        id\n        fullname\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskClientSearch($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 25 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n"): (typeof documents)["\n  query TaskClientSearch($searchQuery: String) {\n    clients(filter: { searchQuery: $searchQuery, pageSize: 25 }) {\n      results {\n        id\n        mrNo\n        fullname\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
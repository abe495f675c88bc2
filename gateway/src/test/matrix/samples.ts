/**
 * The test's data: arguments that generation from the types cannot make meaningfully (which object
 * an `id` names, inputs that must be valid to pass validation), who owns the objects of fields
 * scoped to their own people, and the order in which mutations that consume their object run.
 */
import type { Ownership } from "./expect";
import type { Sample } from "./operations";
import { EPISODE_SAMPLES } from "./episodeFixtures";
import { CONSENT_SAMPLES } from "./consentFixtures";

let serial = 0;
/** A name no earlier call used (programs, rooms and groups are unique by name). */
const fresh = (what: string) => `Matrix ${what} ${++serial}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** The caller's own password (nobody and the kiosk have none: theirs is refused before it is checked). */
const signature = (caller: Parameters<Sample>[1]) => ({ password: caller.password || "not-a-password" });
/** Someone else than the caller to talk to. */
const other = (f: Parameters<Sample>[0], caller: Parameters<Sample>[1]) =>
  caller.name === "supervisor" ? f.ids["therapistId"] : f.ids["supervisorId"];

export const SAMPLES: Record<string, Sample> = {
  ...EPISODE_SAMPLES,
  ...CONSENT_SAMPLES,
  createLabel: () => ({ input: { name: fresh("label"), color: "teal" } }),
  updateLabel: (f) => ({ id: f.ids["labelId"], input: { color: "indigo" } }),
  setClientLabels: (f) => ({ mrNo: f.ids["mrNo"], labelIds: [f.ids["labelId"]] }),
  clinician: (f) => ({ id: f.ids["clinicianId"] }),
  event: (f) => ({ id: f.ids["eventId"] }),
  group: (f) => ({ id: f.ids["groupId"] }),
  groupSession: (f) => ({ id: f.ids["sessionId"] }),
  groupNote: (f) => ({ id: f.ids["openNoteId"] }),
  groupNoteContent: (f) => ({ id: f.ids["openNoteId"] }),
  groupNotesPrint: (f) => ({ filter: { sessionId: f.ids["signedSessionId"] } }),
  groupNoteClientCopy: (f) => ({ id: f.ids["signedNoteId"], clientId: f.ids["signedClientId"] }),
  conversation: (f) => ({ id: f.ids["conversationId"] }),
  searchMessages: () => ({ q: "Family" }),
  task: (f) => ({ id: f.ids["taskId"] }),
  treatmentPlan: (f) => ({ id: f.ids["planId"] }),
  signTreatmentPlan: (f, caller) => ({ id: f.ids["signablePlanId"], signature: signature(caller) }),
  approveTreatmentPlan: (f, caller) => ({ id: f.ids["approvablePlanId"], signature: signature(caller) }),
  returnTreatmentPlan: (f) => ({ id: f.ids["returnablePlanId"], reason: "Goal 1 needs the client's words." }),
  login: (_f, caller) => ({
    email: caller.email ?? "therapist@demo.hearth.test",
    password: caller.password || "hearth-demo",
  }),
  verifyTwoFactorLogin: () => ({ challengeToken: "not-a-challenge", code: "000000" }),
  deactivateClinician: (f) => ({ id: f.ids["deactivateId"] }),
  createEvent: (f) => ({
    input: {
      title: fresh("event"),
      startsAt: later(48),
      endsAt: later(49),
      audience: { kind: "locations", locationIds: [f.riverside] },
    },
  }),
  updateEvent: (f) => ({
    id: f.ids["eventId"],
    input: {
      title: "Riverside fire drill",
      startsAt: later(24),
      endsAt: later(25),
      audience: { kind: "locations", locationIds: [f.riverside] },
    },
  }),
  cancelEvent: (f) => ({ id: f.ids["eventId"] }),
  createProgram: (f) => ({ input: { name: fresh("program"), locationId: f.riverside } }),
  updateProgram: (f) => ({ id: f.ids["programId"], input: { levelOfCare: "3.5" } }),
  createRoom: (f) => ({ input: { name: fresh("room"), locationId: f.riverside } }),
  createGroup: (f) => ({
    input: {
      name: fresh("group"),
      programId: f.ids["programId"],
      locationId: f.riverside,
      facilitatorIds: [f.ids["therapistId"]],
    },
  }),
  updateGroup: (f) => ({ id: f.ids["groupId"], input: { description: "Skills for the week" } }),
  createGroupSession: (f) => ({
    input: {
      groupId: f.ids["groupId"],
      date: day(2 + serial++),
      startTime: "09:00",
      endTime: "10:00",
      facilitatorId: f.ids["therapistId"],
    },
  }),
  generateGroupSessions: (f) => ({ input: { from: day(30), to: day(31), groupId: f.ids["groupId"] } }),
  updateGroupSession: (f) => ({ id: f.ids["sessionId"], input: { topic: "Coping skills" } }),
  cancelGroupSession: (f) => ({ id: f.ids["cancelSessionId"], reason: "Facilitator ill" }),
  addSessionClient: (f) => ({ sessionId: f.ids["sessionId"], clientId: f.ids["extraClientId"] }),
  removeSessionClient: (f) => ({ sessionId: f.ids["sessionId"], clientId: f.ids["extraClientId"] }),
  kioskCheckIn: (f) => ({ entryId: f.ids["entryId"], dateOfBirth: f.clientDateOfBirth }),
  submitGroupNote: (f, caller) => ({ id: f.ids["submitNoteId"], signature: signature(caller) }),
  signGroupNote: (f, caller) => ({ id: f.ids["signedNoteId"], signature: signature(caller) }),
  approveGroupNotes: (f, caller) => ({ ids: [f.ids["signedNoteId"]], signature: signature(caller) }),
  kickBackGroupNotes: (f) => ({ ids: [f.ids["returnNoteId"]], comment: "Add the goals" }),
  // The supervisor is asked to co-sign (and signs); the physician is asked and taken off again.
  addGroupNoteSignees: (f) => ({
    id: f.ids["signedNoteId"],
    userIds: [f.userIds["supervisor"], f.userIds["physician"]],
  }),
  removeGroupNoteSignee: (f) => ({ id: f.ids["signedNoteId"], userId: f.userIds["physician"] }),
  bulkCheckIn: (f) => ({ sessionId: f.ids["sessionId"], clientIds: [f.ids["clientId"]] }),
  addGroupNoteAddendum: (f, caller) => ({
    id: f.ids["signedNoteId"],
    text: "Late entry: the family called.",
    signature: signature(caller),
  }),
  startDirectConversation: (f, caller) => ({ userId: other(f, caller) }),
  // About a client of Riverside, so that staff who do not work there may not start it.
  createConversation: (f, caller) => ({
    input: { title: fresh("conversation"), memberIds: [other(f, caller)], clientMrNo: f.ids["mrNo"] },
  }),
  createTask: (f) => ({ input: { title: fresh("task"), subjectType: "client", subjectId: f.ids["mrNo"] } }),
  createClient: (f) => ({
    input: {
      firstName: "Jordan",
      lastName: fresh("intake"),
      dateOfBirth: "1991-03-14",
      sexAssignedAtBirth: "unknown",
      locationId: f.riverside,
    },
  }),
  clientDuplicates: () => ({ firstName: "Jordan", lastName: "Intake", dateOfBirth: "1991-03-14" }),
  // The fixtures' client is a factory's Casey, born on the kiosk's date: only the last name changes.
  updateClientDemographics: (f) => ({
    mrNo: f.ids["mrNo"],
    input: {
      firstName: "Casey",
      lastName: "Matrix",
      dateOfBirth: f.clientDateOfBirth,
      sexAssignedAtBirth: "unknown",
      genderIdentity: "Female",
    },
  }),
  addConversationMembers: (f) => ({ conversationId: f.ids["conversationId"], userIds: [f.ids["bystanderId"]] }),
  editMessage: (f) => ({ id: f.ids["messageId"], body: "Family meeting moved to Friday" }),
  deleteMessage: (f) => ({ id: f.ids["messageId"] }),
  announce: (f) => ({ title: "Matrix", body: "A notice", userIds: [f.ids["therapistId"]] }),
  markNotificationRead: (f) => ({ id: f.ids["notificationId"] }),
  setReminder: (f) => ({ input: { subjectType: "client", subjectId: f.ids["mrNo"], remindAt: later(24) } }),
  cancelReminder: (f) => ({ id: f.ids["reminderId"] }),
  updateOrganizationSettings: () => ({ input: { checkInOpensMinutesBefore: 30 } }),
  updateTask: (f) => ({ id: f.ids["taskId"], input: { title: "Review the discharge plan today" } }),
  completeTask: (f) => ({ id: f.ids["taskId"] }),
  reopenTask: (f) => ({ id: f.ids["taskId"] }),
  deleteTask: (f) => ({ id: f.ids["taskId"] }),
  // A diagnosis needs a code of the code set; a change names a diagnosis of the fixture client.
  addClientDiagnosis: () => ({ input: { code: "F11.20", rank: "secondary" } }),
  updateClientDiagnosis: (f) => ({ id: f.ids["diagnosisId"], input: { notes: "Reviewed with the client" } }),
  markClientDiagnosisEnteredInError: (f) => ({ id: f.ids["diagnosisId"], reason: "Entered on the wrong chart" }),
  // The generated role would be the first, primary_therapist, which is set on the client and not added.
  addCareTeamMember: (f) => ({ input: { userId: f.ids["bystanderId"], role: "case_manager" } }),
  // Not the generated contact addClientContact lists: the same person twice is refused.
  updateClientContact: () => ({ input: { name: "Matrix Guardian", relationship: "Guardian" } }),
};

/**
 * Mutations that change what later fields find, in the order they run after every other mutation:
 * a kiosk restarted replaces the kiosk's token, a removed signee is added first, consumed objects
 * last of all, signing out at the very end.
 */
export const RUN_LAST = [
  "addSessionClient",
  "removeSessionClient",
  "kioskCheckIn",
  "startKiosk",
  "addGroupNoteSignees",
  "removeGroupNoteSignee",
  "signGroupNote",
  "approveGroupNotes",
  "addGroupNoteAddendum",
  "kickBackGroupNotes",
  "cancelGroupSession",
  "editMessage",
  "deleteMessage",
  "removeClientContact",
  "removeCareTeamMember",
  "deleteClientDocument",
  "markClientDiagnosisEnteredInError",
  "leaveConversation",
  "completeTask",
  "reopenTask",
  "deleteTask",
  "cancelReminder",
  "cancelEvent",
  "deactivateClinician",
  "logout",
];

const MEMBERS = { own: ["therapist", "supervisor"] };
const FACILITATOR = { own: ["therapist"] };

/** Whose the objects named by the generated arguments are (see makeFixtures), for fields that serve owners or scope to them. */
export const OWNERSHIP: Record<string, Ownership> = {
  // The therapist's conversation with the supervisor; the therapist wrote its message.
  conversation: MEMBERS,
  messageAdded: MEMBERS,
  typing: MEMBERS,
  messages: MEMBERS,
  addConversationMembers: MEMBERS,
  sendMessage: MEMBERS,
  markConversationRead: MEMBERS,
  sendTyping: MEMBERS,
  leaveConversation: MEMBERS,
  editMessage: { own: ["therapist"], know: ["supervisor"] },
  deleteMessage: { own: ["therapist"], know: ["supervisor"] },
  // The supervisor gave the therapist the task.
  task: MEMBERS,
  updateTask: MEMBERS,
  completeTask: MEMBERS,
  reopenTask: MEMBERS,
  deleteTask: { own: ["supervisor"], know: ["therapist"] },
  // The therapist's notification and reminder.
  markNotificationRead: { own: ["therapist"] },
  cancelReminder: { own: ["therapist"] },
  // The therapist facilitates the sessions; the supervisor is asked to co-sign the signed note.
  updateGroupSession: FACILITATOR,
  cancelGroupSession: FACILITATOR,
  setAttendance: FACILITATOR,
  bulkCheckIn: FACILITATOR,
  addSessionClient: FACILITATOR,
  removeSessionClient: FACILITATOR,
  startKiosk: FACILITATOR,
  submitGroupNote: FACILITATOR,
  addGroupNoteSignees: FACILITATOR,
  removeGroupNoteSignee: FACILITATOR,
  addGroupNoteAddendum: FACILITATOR,
  signGroupNote: { own: ["supervisor"] },
};

/**
 * Fields whose served callers cannot be given a meaningful success here, with the answer they get
 * instead: a made-up two-factor challenge is refused whoever sends it (no account has 2FA on).
 */
export const SERVED_ANSWER: Record<string, string> = {
  verifyTwoFactorLogin: "UNAUTHENTICATED",
};

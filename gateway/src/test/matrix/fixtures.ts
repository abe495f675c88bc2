/**
 * The matrix's callers and the objects its generated arguments name: every demo staff role, staff of
 * another location only (a therapist and an administrator of Hillcrest), the portal client, the
 * check-in kiosk and nobody; objects of Riverside made the way the app makes them.
 */
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import {
  completeTreatmentPlan,
  buildCareTeamMember,
  buildClient,
  buildClientContact,
  buildClientDocument,
  buildClinician,
  buildNote,
  dataOf,
  demoOrganization,
  writeText,
} from "@hearth/testing";
import type { Composed } from "../../../test/composed";
import { DEMO_PASSWORD, demo } from "../../../test/composed";
import { makeEpisodeFixtures } from "./episodeFixtures";
import { makeConsentFixtures } from "./consentFixtures";

export const STAFF_ROLES = ["admin", "supervisor", "therapist", "nurse", "physician", "bht", "admissions"] as const;

export interface Caller {
  /** "therapist", "other-location therapist", "client", "kiosk", "nobody". */
  name: string;
  /** The role the API knows them by; null for nobody and the kiosk. */
  role: string | null;
  /** Staff of Hillcrest only, while the matrix's objects are at Riverside. */
  otherLocation: boolean;
  kiosk: boolean;
  password: string;
  email: string | null;
  headers: Record<string, string>;
}

export interface Fixtures {
  organizationId: string;
  riverside: string;
  hillcrest: string;
  /** Demo user ids by role name ("therapist", "nurse2", "client"). */
  userIds: Record<string, string>;
  callers: Caller[];
  /** Ids (and MR numbers) by name; see `makeFixtures`. */
  ids: Record<string, string>;
  /** A client of the open session, as the kiosk asks for it. */
  clientDateOfBirth: string;
}

type Gql = <T>(caller: string, query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Signs everyone in and makes the objects; the therapist facilitates both sessions and owns the conversation. */
export async function makeFixtures(h: Composed): Promise<Fixtures> {
  const db = h.api.api.deps.db;
  const org = await demoOrganization(db);
  const callers: Caller[] = [];
  const cookies: Record<string, string> = {};
  for (const role of [...STAFF_ROLES, "client"]) {
    cookies[role] = await h.loginCookie(demo(role));
    callers.push({
      name: role,
      role,
      otherLocation: false,
      kiosk: false,
      password: DEMO_PASSWORD,
      email: demo(role),
      headers: { cookie: cookies[role] },
    });
  }
  for (const role of STAFF_ROLES) {
    const user = await buildClinician(db, { organizationId: org.organizationId, locationIds: [org.hillcrest], role });
    const name = `other-location ${role}`;
    cookies[name] = await h.loginCookie(user.email, user.password);
    callers.push({
      name,
      role,
      otherLocation: true,
      kiosk: false,
      password: user.password,
      email: user.email,
      headers: { cookie: cookies[name] },
    });
  }
  const gql: Gql = async (caller, query, variables) =>
    dataOf(
      await h.graphql(query, variables, { cookie: cookies[caller]! }),
      `${caller}: ${query.slice(0, 60)}`,
    ) as never;

  const staff = await gql<{ clinicians: { results: { id: string; email: string }[] } }>(
    "admin",
    "{ clinicians(filter: { pageSize: 200 }) { results { id email } } }",
  );
  const userIds: Record<string, string> = {};
  for (const c of staff.clinicians.results) userIds[c.email.split("@")[0]!] = c.id;
  const therapistId = userIds["therapist"]!;
  const supervisorId = userIds["supervisor"]!;

  // Two sessions of today that have started, facilitated by the therapist: one open, one with its note submitted.
  const open = await buildNote(h.api, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: therapistId,
    clients: 2,
  });
  const signed = await buildNote(h.api, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: therapistId,
    clients: 1,
  });
  const toReturn = await buildNote(h.api, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: therapistId,
    clients: 1,
  });
  const toSubmit = await buildNote(h.api, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: therapistId,
    clients: 1,
  });
  const toCancel = await buildNote(h.api, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: therapistId,
    clients: 1,
  });
  for (const note of [signed, toReturn, toSubmit]) {
    await gql("therapist", "mutation ($s: ID!, $c: [ID!]!) { bulkCheckIn(sessionId: $s, clientIds: $c) { id } }", {
      s: note.sessionId,
      c: note.clientIds,
    });
    await writeText(h.api, note.documentName, GROUP_NOTE_NARRATIVE_ROOT, "The members practised a coping plan.");
    for (const clientId of note.clientIds)
      await writeText(h.api, note.documentName, groupNoteClientRoot(clientId), "Engaged and on topic.");
    if (note === toSubmit) continue;
    await gql(
      "therapist",
      "mutation ($id: ID!, $p: String!) { submitGroupNote(id: $id, signature: { password: $p }) { id } }",
      {
        id: note.noteId,
        p: DEMO_PASSWORD,
      },
    );
  }
  const kiosk = await gql<{ startKiosk: { token: string } }>(
    "therapist",
    "mutation ($s: ID!) { startKiosk(sessionId: $s) { token } }",
    { s: open.sessionId },
  );
  const kioskSession = dataOf(
    await h.graphql<{ kioskSession: { entries: { id: string }[] } }>(
      "{ kioskSession { entries { id } } }",
      {},
      { authorization: `Bearer ${kiosk.startKiosk.token}` },
    ),
    "kioskSession",
  );
  callers.push(
    {
      name: "kiosk",
      role: null,
      otherLocation: false,
      kiosk: true,
      password: "",
      email: null,
      headers: { authorization: `Bearer ${kiosk.startKiosk.token}` },
    },
    { name: "nobody", role: null, otherLocation: false, kiosk: false, password: "", email: null, headers: {} },
  );

  const attendance = await gql<{ groupNote: { attendance: { client: { id: string; mrNo: string } }[] } }>(
    "therapist",
    "query ($id: ID!) { groupNote(id: $id) { attendance { client { id mrNo } } } }",
    { id: open.noteId },
  );
  const session = await gql<{ groupSession: { groupId: string } }>(
    "therapist",
    "query ($id: ID!) { groupSession(id: $id) { groupId } }",
    { id: open.sessionId },
  );
  const mrNo = attendance.groupNote.attendance.find((a) => a.client.id === open.clientIds[0])!.client.mrNo;

  const event = await gql<{ createEvent: { id: string } }>(
    "admin",
    "mutation ($input: EventInput!) { createEvent(input: $input) { id } }",
    {
      input: {
        title: "Riverside fire drill",
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 90_000_000).toISOString(),
        audience: { kind: "locations", locationIds: [org.riverside] },
      },
    },
  );
  const conversation = await gql<{ createConversation: { id: string } }>(
    "therapist",
    "mutation ($input: CreateConversationInput!) { createConversation(input: $input) { id } }",
    { input: { title: "Discharge planning", memberIds: [supervisorId] } },
  );
  const message = await gql<{ sendMessage: { id: string } }>(
    "therapist",
    'mutation ($c: ID!) { sendMessage(conversationId: $c, body: "Family meeting moved to Thursday") { id } }',
    { c: conversation.createConversation.id },
  );
  const task = await gql<{ createTask: { id: string } }>(
    "supervisor",
    "mutation ($input: CreateTaskInput!) { createTask(input: $input) { id } }",
    { input: { title: "Review the discharge plan", assigneeId: therapistId } },
  );
  await gql(
    "admin",
    'mutation ($ids: [ID!]) { announce(title: "Matrix notice", body: "For the therapist", userIds: $ids) }',
    {
      ids: [therapistId],
    },
  );
  const notifications = await gql<{ notifications: { results: { id: string }[] } }>(
    "therapist",
    "{ notifications(pageSize: 1) { results { id } } }",
  );
  const program = await gql<{ createProgram: { id: string } }>(
    "admin",
    "mutation ($input: ProgramInput!) { createProgram(input: $input) { id } }",
    { input: { name: "Matrix program", locationId: org.riverside } },
  );
  const history = await gql<{
    handoffHistory: { current: { id: string } | null; shifts: { results: { id: string }[] } };
  }>("therapist", "query ($l: ID!) { handoffHistory(locationId: $l) { current { id } shifts { results { id } } } }", {
    l: org.riverside,
  });
  const reminder = await gql<{ setReminder: { id: string } }>(
    "therapist",
    "mutation ($input: ReminderInput!) { setReminder(input: $input) { id } }",
    { input: { subjectType: "client", subjectId: mrNo, remindAt: new Date(Date.now() + 86_400_000).toISOString() } },
  );
  const diagnosis = await gql<{ addClientDiagnosis: { id: string } }>(
    "therapist",
    'mutation ($mrNo: String!) { addClientDiagnosis(mrNo: $mrNo, input: { code: "F10.20" }) { id } }',
    { mrNo },
  );
  const target = await buildClinician(db, { organizationId: org.organizationId, locationIds: [org.riverside] });
  const bystander = await buildClinician(db, { organizationId: org.organizationId, locationIds: [org.riverside] });
  const extraClient = await buildClient(db, { organizationId: org.organizationId, locationId: org.riverside });
  const episodeIds = await makeEpisodeFixtures(db, org);
  // Treatment plans of clients of their own: one to read, one written complete to sign.
  const startPlan = async () =>
    (
      await gql<{ startTreatmentPlan: { id: string } }>(
        "therapist",
        "mutation ($mrNo: String!) { startTreatmentPlan(mrNo: $mrNo) { id } }",
        { mrNo: (await buildClient(db, { organizationId: org.organizationId, locationId: org.riverside })).mrNo },
      )
    ).startTreatmentPlan.id;
  const completePlan = async () => {
    const id = await startPlan();
    await completeTreatmentPlan(db, id, { responsibleId: userIds["therapist"]! });
    return id;
  };
  const signedPlan = async () => {
    const id = await completePlan();
    await gql(
      "therapist",
      "mutation ($id: ID!, $signature: SignatureInput!) { signTreatmentPlan(id: $id, signature: $signature) { id } }",
      { id, signature: { password: DEMO_PASSWORD } },
    );
    return id;
  };
  const planId = await startPlan();
  const signablePlanId = await completePlan();
  const approvablePlanId = await signedPlan();
  const returnablePlanId = await signedPlan();
  const consentIds = await makeConsentFixtures(h, org, mrNo);
  // One of the demo organization's labels (the seed gives it four).
  const label = (await gql<{ labels: { id: string }[] }>("admin", "{ labels { id } }")).labels[0]!;
  // A contact and a care-team member of the client the generated `mrNo` names.
  const chartClient = { id: open.clientIds[0]!, organizationId: org.organizationId };
  const contact = await buildClientContact(db, chartClient, userIds["admin"]!);
  const member = await buildCareTeamMember(db, chartClient, userIds["physician"]!, userIds["admin"]!, "physician");
  // A document on that chart, for deleting (uploaded over REST: a file cannot go through GraphQL).
  const document = await buildClientDocument(h.api, (await h.api.loginAs("therapist")).token, mrNo);

  return {
    organizationId: org.organizationId,
    riverside: org.riverside,
    hillcrest: org.hillcrest,
    userIds,
    callers,
    clientDateOfBirth: "1990-04-02",
    ids: {
      locationId: org.riverside,
      planId,
      signablePlanId,
      approvablePlanId,
      returnablePlanId,
      sessionId: open.sessionId,
      groupId: session.groupSession.groupId,
      openNoteId: open.noteId,
      clientId: open.clientIds[0]!,
      mrNo,
      signedNoteId: signed.noteId,
      signedSessionId: signed.sessionId,
      signedClientId: signed.clientIds[0]!,
      returnNoteId: toReturn.noteId,
      entryId: kioskSession.kioskSession.entries[0]!.id,
      eventId: event.createEvent.id,
      conversationId: conversation.createConversation.id,
      messageId: message.sendMessage.id,
      taskId: task.createTask.id,
      notificationId: notifications.notifications.results[0]!.id,
      programId: program.createProgram.id,
      shiftId: (history.handoffHistory.current ?? history.handoffHistory.shifts.results[0])!.id,
      clinicianId: userIds["nurse"]!,
      deactivateId: target.id,
      bystanderId: bystander.id,
      extraClientId: extraClient.id,
      ...episodeIds,
      ...consentIds,
      labelId: label.id,
      reminderId: reminder.setReminder.id,
      diagnosisId: diagnosis.addClientDiagnosis.id,
      contactId: contact.id,
      memberId: member.id,
      documentId: document.id,
      submitNoteId: toSubmit.noteId,
      cancelSessionId: toCancel.sessionId,
      therapistId,
      supervisorId,
    },
  };
}

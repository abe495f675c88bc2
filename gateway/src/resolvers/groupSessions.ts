import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";
import { nullIfNotFound, restInput } from "./restMapping";

/** Sessions, their rosters and attendance, and the self check-in kiosk. */
export const groupSessionQuery: QueryResolvers = {
  groupSessions: async (_parent, { filter }, { rest }) => toPage(await rest.groupTherapy.sessions({ ...filter })),

  groupSession: (_parent, { id }, { rest }) => nullIfNotFound(rest.groupTherapy.session(id)),

  // The browser sends the kiosk token as its bearer token; the API prefers it to any cookie.
  kioskSession: (_parent, _args, { rest }) => rest.groupTherapy.kioskSession(),
};

export const groupSessionMutation: MutationResolvers = {
  createGroupSession: (_parent, { input }, { rest }) =>
    rest.groupTherapy.createSession(restInput(input, ["topic", "roomId"])),

  generateGroupSessions: (_parent, { input }, { rest }) => rest.groupTherapy.generateSessions(restInput(input)),

  updateGroupSession: (_parent, { id, input }, { rest }) =>
    rest.groupTherapy.updateSession(id, restInput(input, ["topic", "roomId"])),

  cancelGroupSession: (_parent, { id, reason }, { rest }) => rest.groupTherapy.cancelSession(id, { reason }),

  addSessionClient: (_parent, { sessionId, clientId }, { rest }) =>
    rest.groupTherapy.addRosterClient(sessionId, clientId),

  removeSessionClient: (_parent, { sessionId, clientId }, { rest }) =>
    rest.groupTherapy.removeRosterClient(sessionId, clientId),

  // A null (or omitted) status un-marks the client; minutes default from the status when not given.
  setAttendance: (_parent, { sessionId, clientId, status, minutesAttended }, { rest }) =>
    rest.groupTherapy.setAttendance(sessionId, clientId, {
      status: status ?? null,
      ...(minutesAttended !== undefined ? { minutesAttended } : {}),
    }),

  bulkCheckIn: (_parent, { sessionId, clientIds }, { rest }) => rest.groupTherapy.bulkCheckIn(sessionId, { clientIds }),

  startKiosk: (_parent, { sessionId, signOutHere }, { rest }) =>
    rest.groupTherapy.startKiosk(sessionId, restInput({ signOutHere })),

  kioskCheckIn: (_parent, { entryId, dateOfBirth }, { rest }) =>
    rest.groupTherapy.kioskCheckIn({ entryId, dateOfBirth }),
};

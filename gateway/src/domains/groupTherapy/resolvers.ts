import { mayCreateSessionFor, mayGenerateSessionsFor, mayManageGroup, mayManageSession } from "@hearth/schema";
import { toPage } from "../../kernel/pageInfo";
import { nullIfNotFound, restInput } from "../../kernel/restMapping";
import { principalOfContext } from "../../viewer";
import type { DomainResolvers } from "../domain";

/**
 * Programs, rooms and groups (the catalogue sessions are made from); sessions, their rosters and
 * attendance; the self check-in kiosk.
 */
export const groupTherapyResolvers: DomainResolvers = {
  Query: {
    programs: (_parent, args, { api }) => api.groupTherapy.programs(args),
    rooms: (_parent, args, { api }) => api.groupTherapy.rooms(args),
    groups: async (_parent, { filter }, { api }) => toPage(await api.groupTherapy.groups({ ...filter })),
    group: (_parent, { id }, { api }) => nullIfNotFound(api.groupTherapy.group(id)),

    groupSessions: async (_parent, { filter }, { api }) => toPage(await api.groupTherapy.sessions({ ...filter })),
    groupSession: (_parent, { id }, { api }) => nullIfNotFound(api.groupTherapy.session(id)),
    // The browser sends the kiosk token as its bearer token; the API prefers it to any cookie.
    kioskSession: (_parent, _args, { api }) => api.groupTherapy.kioskSession(),
  },

  Mutation: {
    // A program without a location runs at every location: null is meaningful there.
    createProgram: (_parent, { input }, { api }) =>
      api.groupTherapy.createProgram(restInput(input, ["locationId", "levelOfCare"])),
    updateProgram: (_parent, { id, input }, { api }) =>
      api.groupTherapy.updateProgram(id, restInput(input, ["locationId", "levelOfCare"])),
    createRoom: (_parent, { input }, { api }) => api.groupTherapy.createRoom(restInput(input, ["capacity"])),
    createGroup: (_parent, { input }, { api }) =>
      api.groupTherapy.createGroup(restInput(input, ["description", "roomId", "serviceCode"])),
    updateGroup: (_parent, { id, input }, { api }) =>
      api.groupTherapy.updateGroup(id, restInput(input, ["description", "roomId", "serviceCode"])),

    createGroupSession: (_parent, { input }, { api }) =>
      api.groupTherapy.createSession(restInput(input, ["topic", "roomId"])),
    generateGroupSessions: (_parent, { input }, { api }) => api.groupTherapy.generateSessions(restInput(input)),
    updateGroupSession: (_parent, { id, input }, { api }) =>
      api.groupTherapy.updateSession(id, restInput(input, ["topic", "roomId"])),
    cancelGroupSession: (_parent, { id, reason }, { api }) => api.groupTherapy.cancelSession(id, { reason }),
    addSessionClient: (_parent, { sessionId, clientId }, { api }) =>
      api.groupTherapy.addRosterClient(sessionId, clientId),
    removeSessionClient: (_parent, { sessionId, clientId }, { api }) =>
      api.groupTherapy.removeRosterClient(sessionId, clientId),
    // A null (or omitted) status un-marks the client; minutes default from the status when not given.
    setAttendance: (_parent, { sessionId, clientId, status, minutesAttended }, { api }) =>
      api.groupTherapy.setAttendance(sessionId, clientId, {
        status: status ?? null,
        ...(minutesAttended !== undefined ? { minutesAttended } : {}),
      }),
    bulkCheckIn: (_parent, { sessionId, clientIds }, { api }) => api.groupTherapy.bulkCheckIn(sessionId, { clientIds }),
    startKiosk: (_parent, { sessionId, signOutHere }, { api }) =>
      api.groupTherapy.startKiosk(sessionId, restInput({ signOutHere })),
    kioskCheckIn: (_parent, { entryId, dateOfBirth }, { api }) =>
      api.groupTherapy.kioskCheckIn({ entryId, dateOfBirth }),
  },

  Group: {
    permissions: async (group, _args, ctx) => {
      const viewer = await principalOfContext(ctx);
      const facts = { locationId: group.location.id, facilitatorIds: group.facilitators.map((f) => f.id) };
      return {
        manage: mayManageGroup(viewer, facts),
        createSession: mayCreateSessionFor(viewer, facts),
        generateSessions: mayGenerateSessionsFor(viewer, facts),
      };
    },
  },

  GroupSession: {
    permissions: async (session, _args, ctx) => ({
      manage: mayManageSession(await principalOfContext(ctx), {
        locationId: session.location.id,
        facilitatorId: session.facilitator.id,
        cancelled: session.cancelledAt !== null,
        noteStatus: session.noteStatus,
      }),
    }),
  },
};

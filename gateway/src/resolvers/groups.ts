import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";
import { nullIfNotFound, restInput } from "./restMapping";

/** Programs, rooms and groups: the catalogue sessions are made from. */
export const groupQuery: QueryResolvers = {
  programs: (_parent, args, { rest }) => rest.groupTherapy.programs(args),

  rooms: (_parent, args, { rest }) => rest.groupTherapy.rooms(args),

  groups: async (_parent, { filter }, { rest }) => toPage(await rest.groupTherapy.groups({ ...filter })),

  group: (_parent, { id }, { rest }) => nullIfNotFound(rest.groupTherapy.group(id)),
};

export const groupMutation: MutationResolvers = {
  // A program without a location runs at every location: null is meaningful there.
  createProgram: (_parent, { input }, { rest }) =>
    rest.groupTherapy.createProgram(restInput(input, ["locationId", "levelOfCare"])),

  updateProgram: (_parent, { id, input }, { rest }) =>
    rest.groupTherapy.updateProgram(id, restInput(input, ["locationId", "levelOfCare"])),

  createRoom: (_parent, { input }, { rest }) => rest.groupTherapy.createRoom(restInput(input, ["capacity"])),

  createGroup: (_parent, { input }, { rest }) =>
    rest.groupTherapy.createGroup(restInput(input, ["description", "roomId", "serviceCode"])),

  updateGroup: (_parent, { id, input }, { rest }) =>
    rest.groupTherapy.updateGroup(id, restInput(input, ["description", "roomId", "serviceCode"])),
};

import { mayManageSession } from "@hearth/schema";
import type { GroupSessionResolvers } from "../__generated__/resolvers-types";
import { principalOfContext } from "../viewer";

export const GroupSession: GroupSessionResolvers = {
  permissions: async (session, _args, ctx) => ({
    manage: mayManageSession(await principalOfContext(ctx), {
      locationId: session.location.id,
      facilitatorId: session.facilitator.id,
      cancelled: session.cancelledAt !== null,
      noteStatus: session.noteStatus,
    }),
  }),
};

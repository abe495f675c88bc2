import { mayCreateSessionFor, mayGenerateSessionsFor, mayManageGroup } from "@hearth/schema";
import type { GroupResolvers } from "../__generated__/resolvers-types";
import { principalOfContext } from "../viewer";

export const Group: GroupResolvers = {
  permissions: async (group, _args, ctx) => {
    const viewer = await principalOfContext(ctx);
    const facts = { locationId: group.location.id, facilitatorIds: group.facilitators.map((f) => f.id) };
    return {
      manage: mayManageGroup(viewer, facts),
      createSession: mayCreateSessionFor(viewer, facts),
      generateSessions: mayGenerateSessionsFor(viewer, facts),
    };
  },
};

import { isStaffRole } from "@hearth/schema";
import type { QueryResolvers } from "../__generated__/resolvers-types";
import { toPage } from "./pageInfo";

export const Query: QueryResolvers = {
  version: (_parent, _args, { rest }) => rest.version(),

  me: (_parent, _args, { rest }) => rest.me(),

  clinicians: async (_parent, { filter }, { rest, loaders }) => {
    const page = await rest.clinicians({
      status: filter?.status,
      role: filter?.role?.filter(isStaffRole),
      searchQuery: filter?.searchQuery,
      locationId: filter?.locationId,
      page: filter?.page,
      pageSize: filter?.pageSize,
    });
    // A later `clinician(id)` in the same request is then answered without another REST call.
    for (const clinician of page.results) loaders.clinician.prime(clinician.id, clinician);
    return toPage(page);
  },

  clinician: (_parent, { id }, { loaders }) => loaders.clinician.load(id),
};

import { isStaffRole, mayDeactivateClinician } from "@hearth/schema";
import { toPage } from "../../kernel/pageInfo";
import { principalOfContext } from "../../viewer";
import type { DomainResolvers } from "../domain";

/** The staff list and one clinician, and deactivating an account. */
export const cliniciansResolvers: DomainResolvers = {
  Query: {
    clinicians: async (_parent, { filter }, { api }) => {
      const page = await api.clinicians.list({
        status: filter?.status,
        role: filter?.role?.filter(isStaffRole),
        searchQuery: filter?.searchQuery,
        locationId: filter?.locationId,
        page: filter?.page,
        pageSize: filter?.pageSize,
      });
      // A later `clinician(id)` in the same request is then answered without another REST call.
      for (const clinician of page.results) api.clinicians.byId.prime(clinician.id, clinician);
      return toPage(page);
    },

    clinician: (_parent, { id }, { api }) => api.clinicians.byId.load(id),
  },

  Mutation: {
    deactivateClinician: (_parent, { id }, { api }) => api.clinicians.deactivate(id),
  },

  Clinician: {
    permissions: async (clinician, _args, ctx) => ({
      deactivate: mayDeactivateClinician(await principalOfContext(ctx), clinician),
    }),
  },
};

import { mayDeactivateClinician } from "@hearth/schema";
import type { ClinicianResolvers } from "../__generated__/resolvers-types";
import { principalOfContext } from "../viewer";

export const Clinician: ClinicianResolvers = {
  permissions: async (clinician, _args, ctx) => ({
    deactivate: mayDeactivateClinician(await principalOfContext(ctx), clinician),
  }),
};

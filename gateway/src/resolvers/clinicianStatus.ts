import type { Clinician } from "@hearth/schema";
import type { MutationResolvers } from "../__generated__/resolvers-types";

/** Admin changes to a clinician's account status; the API checks the role and ends their sessions. */
export const clinicianStatusMutation: MutationResolvers = {
  deactivateClinician: (_parent, { id }, { rest }) =>
    rest.results<Clinician>("POST", `/api/auth/clinicians/${encodeURIComponent(id)}/deactivate`),
};

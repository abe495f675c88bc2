import type { DomainResolvers } from "../domain";

/** A client's diagnoses and the code search behind the form. */
export const clientDiagnosesResolvers: DomainResolvers = {
  Query: {
    diagnosisCodes: (_parent, { query, limit }, { api }) => api.clientDiagnoses.searchCodes(query, limit),
    clientDiagnoses: (_parent, { mrNo }, { api }) => api.clientDiagnoses.list(mrNo),
  },

  Mutation: {
    addClientDiagnosis: (_parent, { mrNo, input }, { api }) =>
      api.clientDiagnoses.change(mrNo, {
        action: "add",
        code: input.code,
        ...(input.rank ? { rank: input.rank } : {}),
        onsetDate: input.onsetDate ?? null,
        notes: input.notes ?? null,
      }),
    // An explicit null clears the onset date or the notes; an absent field stays as it is.
    updateClientDiagnosis: (_parent, { mrNo, id, input }, { api }) =>
      api.clientDiagnoses.change(mrNo, {
        action: "update",
        id,
        ...(input.rank != null ? { rank: input.rank } : {}),
        ...(input.onsetDate !== undefined ? { onsetDate: input.onsetDate } : {}),
        ...(input.status != null ? { status: input.status } : {}),
        ...(input.resolvedDate != null ? { resolvedDate: input.resolvedDate } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      }),
    markClientDiagnosisEnteredInError: (_parent, { mrNo, id, reason }, { api }) =>
      api.clientDiagnoses.markEnteredInError(mrNo, id, { reason }),
  },
};

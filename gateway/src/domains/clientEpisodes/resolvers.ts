import type { AdmissionInput } from "../../__generated__/resolvers-types";
import type { DomainResolvers } from "../domain";

/** The form's fields as the API takes them: an absent optional field is none. */
const admissionBody = (input: AdmissionInput) => ({
  locationId: input.locationId,
  programId: input.programId ?? null,
  admissionDate: input.admissionDate,
  levelOfCare: input.levelOfCare,
  primaryTherapistId: input.primaryTherapistId ?? null,
  anticipatedDischargeDate: input.anticipatedDischargeDate ?? null,
});

/** A client's episodes of care and their history; each change answers with the client's updated summary. */
export const clientEpisodesResolvers: DomainResolvers = {
  Query: {
    clientEpisodes: (_parent, { mrNo }, { api }) => api.clients.chartRead(mrNo, "episodes"),
    clientLevelOfCareHistory: (_parent, { mrNo }, { api }) => api.clients.chartRead(mrNo, "levelOfCareHistory"),
    clientLocationHistory: (_parent, { mrNo }, { api }) => api.clients.chartRead(mrNo, "locationHistory"),
    clientReferrals: (_parent, { mrNo }, { api }) => api.clients.chartRead(mrNo, "referrals"),
  },
  Mutation: {
    admitClient: (_parent, { mrNo, input }, { api }) => api.clientEpisodes.admit(mrNo, admissionBody(input)),
    readmitClient: (_parent, { mrNo, input }, { api }) => api.clientEpisodes.readmit(mrNo, admissionBody(input)),
    dischargeClient: (_parent, { mrNo, input }, { api }) => api.clientEpisodes.discharge(mrNo, input),
    referClient: (_parent, { mrNo, input }, { api }) =>
      api.clientEpisodes.refer(mrNo, { ...input, contact: input.contact ?? null }),
    changeClientLevelOfCare: (_parent, { mrNo, input }, { api }) => api.clientEpisodes.changeLevelOfCare(mrNo, input),
    transferClient: (_parent, { mrNo, input }, { api }) =>
      api.clientEpisodes.transfer(mrNo, { ...input, programId: input.programId ?? null }),
    setClientPrimaryTherapist: (_parent, { mrNo, clinicianId }, { api }) =>
      api.clientEpisodes.setPrimaryTherapist(mrNo, clinicianId ?? null),
    setClientAnticipatedDischargeDate: (_parent, { mrNo, date }, { api }) =>
      api.clientEpisodes.setAnticipatedDischargeDate(mrNo, date ?? null),
  },
};

import type { GatewayDomain } from "../domain";
import { CliniciansApi } from "./api";
import { cliniciansResolvers } from "./resolvers";

export const cliniciansDomain: GatewayDomain<"clinicians", CliniciansApi> = {
  name: "clinicians",
  api: (rest) => new CliniciansApi(rest),
  resolvers: cliniciansResolvers,
  mappers: { Clinician: "@hearth/schema#Clinician", ClinicianRef: "@hearth/schema#ClinicianRef" },
};

import type { GatewayDomain } from "../domain";
import { ClientDiagnosesApi } from "./api";
import { clientDiagnosesResolvers } from "./resolvers";

/** A client's ICD-10-CM diagnoses and the code search. */
export const clientDiagnosesDomain: GatewayDomain<"clientDiagnoses", ClientDiagnosesApi> = {
  name: "clientDiagnoses",
  api: (rest) => new ClientDiagnosesApi(rest),
  resolvers: clientDiagnosesResolvers,
  mappers: {
    DiagnosisCode: "@hearth/schema#DiagnosisCode",
    ClientDiagnosis: "@hearth/schema#ClientDiagnosis",
  },
};

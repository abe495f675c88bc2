import type { GatewayDomain } from "../domain";
import { ClientPrintApi } from "./api";
import { clientPrintResolvers } from "./resolvers";

/** A client's print pages (§2 `/emr_admission_print`, `/patient_demographics_print` and its export). */
export const clientPrintDomain: GatewayDomain<"clientPrint", ClientPrintApi> = {
  name: "clientPrint",
  api: (rest) => new ClientPrintApi(rest),
  resolvers: clientPrintResolvers,
  mappers: { ClientFaceSheet: "@hearth/schema#ClientFaceSheet" },
};

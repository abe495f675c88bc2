import { nullIfNotFound } from "../../kernel/restMapping";
import type { DomainResolvers } from "../domain";

/** A client's print pages: one read per page shown, audited by the API as a print. */
export const clientPrintResolvers: DomainResolvers = {
  Query: {
    clientFaceSheet: (_parent, { mrNo, page }, { api }) =>
      nullIfNotFound(api.clientPrint.faceSheet(mrNo, page ?? "emr_admission_print")),
  },
};

import type { GatewayDomain } from "../domain";
import { ClientDocumentsApi } from "./api";
import { clientDocumentsResolvers } from "./resolvers";

/** A client's documents: listed and deleted here; uploaded and downloaded over REST. */
export const clientDocumentsDomain: GatewayDomain<"clientDocuments", ClientDocumentsApi> = {
  name: "clientDocuments",
  api: (rest) => new ClientDocumentsApi(rest),
  resolvers: clientDocumentsResolvers,
  mappers: { ClientDocument: "@hearth/schema#ClientDocument" },
};

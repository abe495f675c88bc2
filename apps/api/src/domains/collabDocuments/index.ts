import type { ApiDomain } from "../domain";
import { collabDocumentRoutes } from "./routes";

export const collabDocumentsDomain: ApiDomain = {
  name: "collabDocuments",
  routes: collabDocumentRoutes,
};

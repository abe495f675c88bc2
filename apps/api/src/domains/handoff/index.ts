import type { ApiDomain } from "../domain";
import { handoffDocumentKind } from "./documentAccess";
import { recordEndedShifts } from "./record";
import { handoffRoutes } from "./routes";

export const handoffDomain: ApiDomain = {
  name: "handoff",
  routes: handoffRoutes,
  jobs: [{ name: "handoff shift records", run: (tx) => recordEndedShifts(tx, new Date()) }],
  documentKinds: [handoffDocumentKind],
};

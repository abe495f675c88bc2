import type { ApiDomain } from "../domain";
import { boardRoutes } from "./routes";

export const boardDomain: ApiDomain = {
  name: "board",
  routes: boardRoutes,
};

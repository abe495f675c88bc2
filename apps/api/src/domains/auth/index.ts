import type { ApiDomain } from "../domain";
import { authRoutes } from "./routes";

export const authDomain: ApiDomain = {
  name: "auth",
  routes: authRoutes,
};

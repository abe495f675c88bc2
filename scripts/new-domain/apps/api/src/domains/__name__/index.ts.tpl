import type { ApiDomain } from "../domain";
import { __name__Routes } from "./routes";

export const __name__Domain: ApiDomain = {
  name: "__name__",
  routes: __name__Routes,
};

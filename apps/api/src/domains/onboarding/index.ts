import type { ApiDomain } from "../domain";
import { onboardingRoutes } from "./routes";

export const onboardingDomain: ApiDomain = {
  name: "onboarding",
  routes: onboardingRoutes,
};

import type { ApiDomain } from "../domain";
import { fireDueReminders } from "./fire";
import { reminderRoutes } from "./routes";

export const remindersDomain: ApiDomain = {
  name: "reminders",
  routes: reminderRoutes,
  jobs: [{ name: "due reminders", run: fireDueReminders }],
};

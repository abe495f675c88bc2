import type { ApiDomain } from "../domain";
import { notifyDueTasks } from "./due";
import { taskRoutes } from "./routes";

export const tasksDomain: ApiDomain = {
  name: "tasks",
  routes: taskRoutes,
  jobs: [{ name: "due tasks", run: notifyDueTasks }],
};

import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const TasksPage = lazy(() => import("./TasksPage"));

export const tasksRoutes: FeatureRoutes = {
  pages: [{ path: "/tasks", area: "tasks", Page: TasksPage }],
};

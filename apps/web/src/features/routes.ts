/**
 * The staff app's features, composed from this one list (app/routes.tsx builds the router from it;
 * features/nav.ts lists their navigation entries). A new feature adds one line here and one there.
 */
import type { FeatureRoutes } from "../app/featureRoutes";
import { dashboardRoutes } from "./dashboard/routes";
import { clientsRoutes } from "./clients/routes";
import { groupNotesRoutes } from "./groupNotes/routes";
import { approvalsRoutes } from "./approvals/routes";
import { eventsRoutes } from "./events/routes";
import { handoffRoutes } from "./handoff/routes";
import { boardRoutes } from "./board/routes";
import { notificationsRoutes } from "./notifications/routes";
import { tasksRoutes } from "./tasks/routes";
import { messagesRoutes } from "./messages/routes";
import { cliniciansRoutes } from "./clinicians/routes";
import { crashReportsRoutes } from "./crashReports/routes";
import { activityLogRoutes } from "./activityLog/routes";
import { organizationSettingsRoutes } from "./organizationSettings/routes";
import { releaseNotesRoutes } from "./releaseNotes/routes";
import { treatmentPlansRoutes } from "./treatmentPlans/routes";

export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  dashboardRoutes,
  clientsRoutes,
  groupNotesRoutes,
  approvalsRoutes,
  eventsRoutes,
  handoffRoutes,
  boardRoutes,
  notificationsRoutes,
  tasksRoutes,
  messagesRoutes,
  cliniciansRoutes,
  crashReportsRoutes,
  activityLogRoutes,
  organizationSettingsRoutes,
  releaseNotesRoutes,
  treatmentPlansRoutes,
];

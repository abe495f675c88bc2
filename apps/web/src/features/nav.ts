/**
 * The navigation entries of the staff app's features, in the order staff use them (app/layout/
 * navigation.ts builds the side navigation from this list). Kept apart from features/routes.ts so
 * that the login route loads no icon.
 */
import type { NavArea } from "../app/layout/navigation";
import { dashboardNav } from "./dashboard/nav";
import { clientsNav } from "./clients/nav";
import { groupNotesNav } from "./groupNotes/nav";
import { approvalsNav } from "./approvals/nav";
import { eventsNav } from "./events/nav";
import { handoffNav } from "./handoff/nav";
import { boardNav } from "./board/nav";
import { notificationsNav } from "./notifications/nav";
import { tasksNav } from "./tasks/nav";
import { messagesNav } from "./messages/nav";
import { cliniciansNav } from "./clinicians/nav";
import { crashReportsNav } from "./crashReports/nav";
import { activityLogNav } from "./activityLog/nav";
import { organizationSettingsNav } from "./organizationSettings/nav";
import { treatmentPlansNav } from "./treatmentPlans/nav";

export const FEATURE_NAV: readonly NavArea[] = [
  dashboardNav,
  clientsNav,
  groupNotesNav,
  approvalsNav,
  eventsNav,
  handoffNav,
  boardNav,
  notificationsNav,
  tasksNav,
  messagesNav,
  cliniciansNav,
  crashReportsNav,
  activityLogNav,
  organizationSettingsNav,
  treatmentPlansNav,
];

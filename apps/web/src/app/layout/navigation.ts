import type { ComponentType } from "react";
import AssignmentIcon from "@mui/icons-material/Assignment";
import BugReportIcon from "@mui/icons-material/BugReport";
import ChatIcon from "@mui/icons-material/Chat";
import DashboardIcon from "@mui/icons-material/Dashboard";
import EditNoteIcon from "@mui/icons-material/EditNote";
import EventIcon from "@mui/icons-material/Event";
import EventNoteIcon from "@mui/icons-material/EventNote";
import GroupsIcon from "@mui/icons-material/Groups";
import HistoryIcon from "@mui/icons-material/History";
import LocalPharmacyIcon from "@mui/icons-material/LocalPharmacy";
import MailIcon from "@mui/icons-material/Mail";
import NotificationsIcon from "@mui/icons-material/Notifications";
import ChecklistIcon from "@mui/icons-material/Checklist";
import PeopleIcon from "@mui/icons-material/People";
import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import ReportIcon from "@mui/icons-material/Report";
import ScheduleIcon from "@mui/icons-material/Schedule";
import SettingsIcon from "@mui/icons-material/Settings";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import TvIcon from "@mui/icons-material/Tv";
import { mayOpenArea } from "@hearth/schema";
import type { Area } from "@hearth/schema";
import type { UserRole } from "../session/currentUser";

/** One area of the side navigation (§2); who may open it is `AREA_ROLES[area]` (schema), as the page guards and the server read it. */
export interface NavArea {
  area: Area;
  label: string;
  /** Null while the area's capability has not arrived: it shows as "coming soon", never as a dead link. */
  path: string | null;
  icon: ComponentType;
}

/**
 * The areas of §2 in the order staff use them. The server checks every call anyway; this only
 * decides what a role is offered. Each later capability gives its area a path.
 */
export const NAV_AREAS: readonly NavArea[] = [
  { area: "dashboard", label: "Dashboard", path: "/dashboard", icon: DashboardIcon },
  { area: "clients", label: "Clients", path: "/clients", icon: PeopleIcon },
  { area: "leads", label: "Leads", path: null, icon: PersonSearchIcon },
  { area: "groupNotes", label: "Group notes", path: "/groupnotes", icon: GroupsIcon },
  { area: "approvals", label: "Approvals", path: "/approvals", icon: TaskAltIcon },
  { area: "medications", label: "Medications", path: null, icon: LocalPharmacyIcon },
  { area: "appointments", label: "Appointments", path: null, icon: EventIcon },
  { area: "events", label: "Events", path: "/events", icon: EventNoteIcon },
  { area: "timeEntries", label: "Time entries", path: null, icon: ScheduleIcon },
  { area: "incidents", label: "Incidents", path: null, icon: ReportIcon },
  { area: "forms", label: "Forms", path: null, icon: AssignmentIcon },
  { area: "emailHub", label: "Email hub", path: null, icon: MailIcon },
  { area: "handoff", label: "Shift handoff", path: "/handoff", icon: EditNoteIcon },
  { area: "board", label: "Live board", path: "/board", icon: TvIcon },
  { area: "notifications", label: "Notifications", path: "/notifications", icon: NotificationsIcon },
  { area: "tasks", label: "Tasks", path: "/tasks", icon: ChecklistIcon },
  { area: "messages", label: "Messages", path: "/messages", icon: ChatIcon },
  { area: "clinicians", label: "Clinicians", path: "/clinicians", icon: PeopleIcon },
  { area: "activityLog", label: "Activity log", path: null, icon: HistoryIcon },
  { area: "crashReports", label: "Crash reports", path: "/crash-reports", icon: BugReportIcon },
  { area: "settings", label: "Settings", path: "/settings", icon: SettingsIcon },
];

/** What the role may open, in the order above, areas that work first and those still to come after them. */
export function areasFor(role: UserRole): NavArea[] {
  const mine = NAV_AREAS.filter((area) => mayOpenArea(role, area.area));
  return [...mine.filter((area) => area.path !== null), ...mine.filter((area) => area.path === null)];
}

/** Whether `pathname` is inside an area (`/handoff/42` is in Shift handoff). */
export const isInArea = (pathname: string, area: NavArea): boolean =>
  area.path !== null && (pathname === area.path || pathname.startsWith(`${area.path}/`));

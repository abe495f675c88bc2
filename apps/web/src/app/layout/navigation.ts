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
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import TvIcon from "@mui/icons-material/Tv";
import { STAFF_ROLES } from "@hearth/schema";
import type { UserRole } from "../session/currentUser";

/** One area of the side navigation (§2) and the roles that may open it. */
export interface NavArea {
  label: string;
  /** Null while the area's capability has not arrived: it shows as "coming soon", never as a dead link. */
  path: string | null;
  icon: ComponentType;
  roles: readonly UserRole[];
}

const CLINICAL: readonly UserRole[] = ["admin", "supervisor", "therapist", "nurse", "physician", "bht"];
const MEDICAL: readonly UserRole[] = ["admin", "supervisor", "nurse", "physician"];
const SALES: readonly UserRole[] = ["admin", "supervisor", "admissions"];

/**
 * The areas of §2 in the order staff use them. The server checks every call anyway; this only
 * decides what a role is offered. Each later capability gives its area a path.
 */
export const NAV_AREAS: readonly NavArea[] = [
  { label: "Dashboard", path: "/dashboard", icon: DashboardIcon, roles: STAFF_ROLES },
  { label: "Clients", path: "/clients", icon: PeopleIcon, roles: CLINICAL },
  { label: "Leads", path: null, icon: PersonSearchIcon, roles: SALES },
  { label: "Group notes", path: "/groupnotes", icon: GroupsIcon, roles: CLINICAL },
  { label: "Approvals", path: "/approvals", icon: TaskAltIcon, roles: ["admin", "supervisor"] },
  { label: "Medications", path: null, icon: LocalPharmacyIcon, roles: MEDICAL },
  { label: "Appointments", path: null, icon: EventIcon, roles: STAFF_ROLES },
  { label: "Events", path: "/events", icon: EventNoteIcon, roles: STAFF_ROLES },
  { label: "Time entries", path: null, icon: ScheduleIcon, roles: STAFF_ROLES },
  { label: "Incidents", path: null, icon: ReportIcon, roles: STAFF_ROLES },
  { label: "Forms", path: null, icon: AssignmentIcon, roles: STAFF_ROLES },
  { label: "Email hub", path: null, icon: MailIcon, roles: SALES },
  { label: "Shift handoff", path: "/handoff", icon: EditNoteIcon, roles: STAFF_ROLES },
  { label: "Live board", path: "/board", icon: TvIcon, roles: STAFF_ROLES },
  { label: "Notifications", path: "/notifications", icon: NotificationsIcon, roles: STAFF_ROLES },
  { label: "Tasks", path: "/tasks", icon: ChecklistIcon, roles: STAFF_ROLES },
  { label: "Messages", path: "/messages", icon: ChatIcon, roles: STAFF_ROLES },
  { label: "Clinicians", path: "/clinicians", icon: PeopleIcon, roles: STAFF_ROLES },
  { label: "Activity log", path: null, icon: HistoryIcon, roles: ["admin"] },
  { label: "Crash reports", path: "/crash-reports", icon: BugReportIcon, roles: ["admin"] },
];

export const areasFor = (role: UserRole): NavArea[] => NAV_AREAS.filter((area) => area.roles.includes(role));

/** Whether `pathname` is inside an area (`/handoff/42` is in Shift handoff). */
export const isInArea = (pathname: string, area: NavArea): boolean =>
  area.path !== null && (pathname === area.path || pathname.startsWith(`${area.path}/`));

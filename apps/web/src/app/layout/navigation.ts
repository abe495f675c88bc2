import type { ComponentType } from "react";
import DashboardIcon from "@mui/icons-material/Dashboard";
import EditNoteIcon from "@mui/icons-material/EditNote";
import PeopleIcon from "@mui/icons-material/People";
import { STAFF_ROLES } from "@hearth/schema";
import type { UserRole } from "../session/currentUser";

/** One area of the side navigation (§2) and the roles that may open it. */
export interface NavArea {
  label: string;
  path: string;
  icon: ComponentType;
  roles: readonly UserRole[];
}

/** The areas that exist so far; each later capability adds its own entry with its roles. */
export const NAV_AREAS: readonly NavArea[] = [
  { label: "Dashboard", path: "/dashboard", icon: DashboardIcon, roles: STAFF_ROLES },
  { label: "Clinicians", path: "/clinicians", icon: PeopleIcon, roles: STAFF_ROLES },
  { label: "Shift handoff", path: "/handoff", icon: EditNoteIcon, roles: STAFF_ROLES },
];

export const areasFor = (role: UserRole): NavArea[] => NAV_AREAS.filter((area) => area.roles.includes(role));

/** Whether `pathname` is inside an area (`/handoff/42` is in Shift handoff). */
export const isInArea = (pathname: string, area: NavArea): boolean =>
  pathname === area.path || pathname.startsWith(`${area.path}/`);

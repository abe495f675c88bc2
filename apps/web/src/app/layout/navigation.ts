import type { ComponentType } from "react";
import AssignmentIcon from "@mui/icons-material/Assignment";
import EventIcon from "@mui/icons-material/Event";
import LocalPharmacyIcon from "@mui/icons-material/LocalPharmacy";
import MailIcon from "@mui/icons-material/Mail";
import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import ReportIcon from "@mui/icons-material/Report";
import ScheduleIcon from "@mui/icons-material/Schedule";
import { mayOpenArea } from "@hearth/schema";
import { FEATURE_NAV } from "../../features/nav";
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

/** Areas of §2 whose capability has not arrived yet: they show as "coming soon". */
const PENDING_AREAS: readonly NavArea[] = [
  { area: "leads", label: "Leads", path: null, icon: PersonSearchIcon },
  { area: "medications", label: "Medications", path: null, icon: LocalPharmacyIcon },
  { area: "appointments", label: "Appointments", path: null, icon: EventIcon },
  { area: "timeEntries", label: "Time entries", path: null, icon: ScheduleIcon },
  { area: "incidents", label: "Incidents", path: null, icon: ReportIcon },
  { area: "forms", label: "Forms", path: null, icon: AssignmentIcon },
  { area: "emailHub", label: "Email hub", path: null, icon: MailIcon },
];

/**
 * The areas of §2: the features' own entries (features/nav.ts) in the order staff use them, then
 * those still to come. The server checks every call anyway; this only decides what a role is offered.
 */
export const NAV_AREAS: readonly NavArea[] = [...FEATURE_NAV, ...PENDING_AREAS];

/** What the role may open, in the order above, areas that work first and those still to come after them. */
export function areasFor(role: UserRole): NavArea[] {
  const mine = NAV_AREAS.filter((area) => mayOpenArea(role, area.area));
  return [...mine.filter((area) => area.path !== null), ...mine.filter((area) => area.path === null)];
}

/** Whether `pathname` is inside an area (`/handoff/42` is in Shift handoff). */
export const isInArea = (pathname: string, area: NavArea): boolean =>
  area.path !== null && (pathname === area.path || pathname.startsWith(`${area.path}/`));

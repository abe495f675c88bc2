import BugReportIcon from "@mui/icons-material/BugReport";
import type { NavArea } from "../../app/layout/navigation";

export const crashReportsNav: NavArea = {
  area: "crashReports",
  label: "Crash reports",
  path: "/crash-reports",
  icon: BugReportIcon,
};

import HistoryIcon from "@mui/icons-material/History";
import type { NavArea } from "../../app/layout/navigation";

export const activityLogNav: NavArea = {
  area: "activityLog",
  label: "Activity log",
  path: "/activity-log",
  icon: HistoryIcon,
};

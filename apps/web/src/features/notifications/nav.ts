import NotificationsIcon from "@mui/icons-material/Notifications";
import type { NavArea } from "../../app/layout/navigation";

export const notificationsNav: NavArea = {
  area: "notifications",
  label: "Notifications",
  path: "/notifications",
  icon: NotificationsIcon,
};

import SettingsIcon from "@mui/icons-material/Settings";
import type { NavArea } from "../../app/layout/navigation";

export const organizationSettingsNav: NavArea = {
  area: "settings",
  label: "Settings",
  path: "/settings",
  icon: SettingsIcon,
};

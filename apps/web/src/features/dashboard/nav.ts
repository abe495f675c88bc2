import DashboardIcon from "@mui/icons-material/Dashboard";
import type { NavArea } from "../../app/layout/navigation";

export const dashboardNav: NavArea = { area: "dashboard", label: "Dashboard", path: "/dashboard", icon: DashboardIcon };

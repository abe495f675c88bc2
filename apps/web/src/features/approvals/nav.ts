import TaskAltIcon from "@mui/icons-material/TaskAlt";
import type { NavArea } from "../../app/layout/navigation";

export const approvalsNav: NavArea = { area: "approvals", label: "Approvals", path: "/approvals", icon: TaskAltIcon };

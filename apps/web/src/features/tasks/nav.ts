import ChecklistIcon from "@mui/icons-material/Checklist";
import type { NavArea } from "../../app/layout/navigation";

export const tasksNav: NavArea = { area: "tasks", label: "Tasks", path: "/tasks", icon: ChecklistIcon };

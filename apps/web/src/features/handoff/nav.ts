import EditNoteIcon from "@mui/icons-material/EditNote";
import type { NavArea } from "../../app/layout/navigation";

export const handoffNav: NavArea = { area: "handoff", label: "Shift handoff", path: "/handoff", icon: EditNoteIcon };

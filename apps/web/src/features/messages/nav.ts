import ChatIcon from "@mui/icons-material/Chat";
import type { NavArea } from "../../app/layout/navigation";

export const messagesNav: NavArea = { area: "messages", label: "Messages", path: "/messages", icon: ChatIcon };

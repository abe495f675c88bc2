import EventNoteIcon from "@mui/icons-material/EventNote";
import type { NavArea } from "../../app/layout/navigation";

export const eventsNav: NavArea = { area: "events", label: "Events", path: "/events", icon: EventNoteIcon };

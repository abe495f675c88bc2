import PeopleIcon from "@mui/icons-material/People";
import type { NavArea } from "../../app/layout/navigation";

export const clientsNav: NavArea = { area: "clients", label: "Clients", path: "/clients", icon: PeopleIcon };

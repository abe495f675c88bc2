import PeopleIcon from "@mui/icons-material/People";
import type { NavArea } from "../../app/layout/navigation";

export const cliniciansNav: NavArea = {
  area: "clinicians",
  label: "Clinicians",
  path: "/clinicians",
  icon: PeopleIcon,
};

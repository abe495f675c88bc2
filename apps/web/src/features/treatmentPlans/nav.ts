import ListAltIcon from "@mui/icons-material/ListAlt";
import type { NavArea } from "../../app/layout/navigation";

export const treatmentPlansNav: NavArea = {
  area: "treatmentPlans",
  label: "Treatment plans",
  path: "/treatment-plans",
  icon: ListAltIcon,
};

import ListAltIcon from "@mui/icons-material/ListAlt";
import type { NavArea } from "../../app/layout/navigation";

export const __name__Nav: NavArea = {
  area: "__name__",
  label: "__Label__",
  path: "/__name_kebab__",
  icon: ListAltIcon,
};

import GroupsIcon from "@mui/icons-material/Groups";
import type { NavArea } from "../../app/layout/navigation";

export const groupNotesNav: NavArea = {
  area: "groupNotes",
  label: "Group notes",
  path: "/groupnotes",
  icon: GroupsIcon,
};

import TvIcon from "@mui/icons-material/Tv";
import type { NavArea } from "../../app/layout/navigation";

export const boardNav: NavArea = { area: "board", label: "Live board", path: "/board", icon: TvIcon };

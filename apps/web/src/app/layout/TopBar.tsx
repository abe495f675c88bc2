import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import Tooltip from "@mui/material/Tooltip";
import KeyIcon from "@mui/icons-material/Key";
import MenuIcon from "@mui/icons-material/Menu";
import { Link as RouterLink } from "react-router";
import { ROLE_LABELS } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { TopBar_MeFragment } from "../../__generated__/graphql";
import { AppearanceMenu } from "../../features/appearance/AppearanceMenu";
import { NotificationBell } from "../../features/notifications/NotificationBell";
import { LocationSwitcher } from "./LocationSwitcher";
import { SignOutButton } from "./SignOutButton";
import { SIDE_NAV_ID } from "./SideNav";

export const TopBarFragment = graphql(`
  fragment TopBar_me on Me {
    fullname
    role
  }
`);

/** The top navigation bar: the hamburger, the product name, who is signed in, the notification bell, and "Sign out". */
export function TopBar({
  me,
  navOpen,
  top,
  onToggleNav,
}: {
  me: TopBar_MeFragment;
  navOpen: boolean;
  top: number;
  onToggleNav: () => void;
}) {
  return (
    <AppBar position="fixed" elevation={1} sx={{ top, zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      {/* Tighter on a phone, so the bell, the key, appearance and "Sign out" fit on one line. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={navOpen ? "Close navigation" : "Open navigation"}
          aria-controls={SIDE_NAV_ID}
          aria-expanded={navOpen}
          onClick={onToggleNav}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ fontWeight: 600, flex: 1 }}>
          Hearth
        </Typography>
        <Box sx={{ textAlign: "right", lineHeight: 1.2, display: { xs: "none", sm: "block" } }}>
          <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
            {me.fullname}
          </Typography>
          <Typography variant="caption" component="div" sx={{ opacity: 0.85 }}>
            {ROLE_LABELS[me.role]}
          </Typography>
        </Box>
        {/* Below md the navigation is a drawer, which carries the switcher instead. */}
        <Box sx={{ display: { xs: "none", md: "block" } }}>
          <LocationSwitcher onBar />
        </Box>
        <NotificationBell />
        <Tooltip title="Change password">
          <IconButton color="inherit" aria-label="Change password" component={RouterLink} to="/changePassword">
            <KeyIcon />
          </IconButton>
        </Tooltip>
        <AppearanceMenu />
        <SignOutButton />
      </Toolbar>
    </AppBar>
  );
}

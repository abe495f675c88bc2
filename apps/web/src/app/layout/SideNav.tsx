import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { ROLE_LABELS } from "@hearth/schema";
import { useSessionUser } from "../session/SessionContext";
import { LocationSwitcher } from "./LocationSwitcher";
import { areasFor, isInArea } from "./navigation";

export const SIDE_NAV_ID = "side-navigation";
/** Rail width; the page keeps 100 px of side padding while it is open (§2, §9). */
export const SIDE_NAV_WIDTH = 76;

/**
 * The side navigation: the areas the user's role may open. On wide screens a rail beside the
 * page; on narrow ones a drawer over it that closes after a choice.
 */
export function SideNav({
  open,
  overlay,
  top,
  onClose,
}: {
  open: boolean;
  overlay: boolean;
  top: number;
  onClose: () => void;
}) {
  const me = useSessionUser();
  const { pathname } = useLocation();
  return (
    <Drawer
      id={SIDE_NAV_ID}
      variant={overlay ? "temporary" : "persistent"}
      open={open}
      onClose={onClose}
      sx={{
        "& .MuiDrawer-paper": {
          width: overlay ? 240 : SIDE_NAV_WIDTH,
          boxSizing: "border-box",
          top,
          height: `calc(100% - ${top}px)`,
        },
      }}
    >
      <Toolbar />
      {overlay && (
        // The top bar has no room for who is signed in and where on a phone; the drawer does.
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: "divider", display: "grid", gap: 1.5 }}>
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {me.fullname}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {ROLE_LABELS[me.role]}
            </Typography>
          </Box>
          <LocationSwitcher />
        </Box>
      )}
      <Box component="nav" aria-label="Main navigation" sx={{ overflowY: "auto" }}>
        <List disablePadding>
          {areasFor(me.role).map((area) => {
            const Icon = area.icon;
            const here = isInArea(pathname, area);
            const railSx = {
              flexDirection: "column",
              py: 1.5,
              px: 0.5,
              textAlign: "center",
              "& .MuiListItemIcon-root": { minWidth: 0 },
            } as const;
            const content = (
              <>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText
                  primary={area.label}
                  secondary={area.path ? undefined : "Coming soon"}
                  slotProps={{
                    primary: { variant: overlay ? "body1" : "caption", sx: { lineHeight: 1.2 } },
                    secondary: { variant: "caption", sx: { fontSize: "0.65rem" } },
                  }}
                />
              </>
            );
            // An area whose capability has not arrived is listed but disabled: no dead links.
            if (!area.path) {
              return (
                <ListItemButton key={area.label} disabled aria-disabled="true" sx={overlay ? undefined : railSx}>
                  {content}
                </ListItemButton>
              );
            }
            return (
              <ListItemButton
                key={area.label}
                component={RouterLink}
                to={area.path}
                selected={here}
                aria-current={here ? "page" : undefined}
                onClick={overlay ? onClose : undefined}
                sx={overlay ? undefined : railSx}
              >
                {content}
              </ListItemButton>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}

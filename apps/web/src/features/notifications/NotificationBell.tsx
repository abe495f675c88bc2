import { lazy, Suspense, useState } from "react";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { bellLabel } from "./notificationText";
import { useNotificationCounts } from "./useNotificationCounts";

export const NOTIFICATION_MENU_ID = "notification-menu";

// Every staff page shows the bell; few open it: the menu's list and popover load on the first click.
const NotificationMenu = lazy(() => import("./NotificationMenu"));

/** The bell in the top bar: the unread count on a badge (99+ beyond), opening the latest notifications. */
export function NotificationBell() {
  const counts = useNotificationCounts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = counts?.unread ?? 0;

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={bellLabel(unread)}
          aria-haspopup="dialog"
          aria-controls={anchor ? NOTIFICATION_MENU_ID : undefined}
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* The count is in the button's name; the badge itself is for the eye. */}
          <Badge badgeContent={unread} max={99} color="error" aria-hidden data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationMenu id={NOTIFICATION_MENU_ID} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

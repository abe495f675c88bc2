import { useRef } from "react";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import NotificationsNoneIcon from "@mui/icons-material/NotificationsNone";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useNow } from "../../lib/relativeTime";
import { useLiveRefetch } from "../../lib/useLiveRefetch";
import { NotificationItem } from "./NotificationItem";
import { useNotificationActions } from "./useNotificationActions";
import { useNotificationCounts, useOnCountsChange } from "./useNotificationCounts";

/** How many of the latest notifications the bell's menu lists; the page has the rest. */
export const MENU_SIZE = 8;

const LatestNotificationsQuery = graphql(`
  query LatestNotifications($pageSize: Int!) {
    notifications(page: 1, pageSize: $pageSize) {
      results {
        id
        ...NotificationItem_notification
      }
    }
  }
`);

const HEADING_ID = "notification-menu-heading";

/** The bell's menu: the latest notifications (unread in bold), "Mark all as read" and the way to the page. Loaded on the first click. */
export default function NotificationMenu({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { data, loading, error, refetch } = useQuery(LatestNotificationsQuery, {
    variables: { pageSize: MENU_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const { open, markAllRead, markingAll } = useNotificationActions();
  const now = useNow();
  const counts = useNotificationCounts();
  const unread = counts?.unread ?? 0;
  // Arrivals and reads in other tabs move the counts; the open menu follows them.
  const scheduleRefetch = useLiveRefetch(refetch);
  useOnCountsChange(counts, scheduleRefetch);
  const latest = data?.notifications.results ?? [];
  const summaryRef = useRef<HTMLDivElement>(null);

  return (
    <Popover
      id={id}
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{
        paper: { role: "dialog", "aria-labelledby": HEADING_ID, sx: { width: 380, maxWidth: "calc(100vw - 32px)" } },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1.5 }}>
        <Box ref={summaryRef} tabIndex={-1} sx={{ flex: 1, outline: "none" }}>
          <Typography id={HEADING_ID} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Notifications
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {unread > 0 ? `${unread} unread` : "You're all caught up"}
          </Typography>
        </Box>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || markingAll}
          // The button is disabled once all is read, which drops the keyboard's focus out of the menu
          // (Escape would no longer close it): the focus moves to the summary that now says so.
          onClick={() => void markAllRead().then(() => summaryRef.current?.focus())}
        >
          Mark all as read
        </Button>
      </Box>
      <Divider />
      {error && !data ? (
        <LoadError what="Notifications" error={error} onRetry={() => void refetch()} sx={{ m: 2 }} />
      ) : loading && !data ? (
        <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
          <CircularProgress size={28} aria-label="Loading notifications" />
        </Box>
      ) : latest.length === 0 ? (
        <Box sx={{ textAlign: "center", px: 3, py: 4 }}>
          <NotificationsNoneIcon color="disabled" sx={{ fontSize: 40 }} />
          <Typography sx={{ fontWeight: 500 }}>No notifications yet</Typography>
          <Typography variant="body2" color="text.secondary">
            Notes to approve, co-signing requests, reminders and announcements will show up here.
          </Typography>
        </Box>
      ) : (
        <List dense disablePadding aria-label="Latest notifications" sx={{ maxHeight: "60vh", overflowY: "auto" }}>
          {latest.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              compact
              onOpen={() => {
                onClose();
                open(notification);
              }}
            />
          ))}
        </List>
      )}
      <Box sx={{ p: 1, textAlign: "center" }}>
        <Button component={RouterLink} to="/notifications" onClick={onClose} fullWidth>
          See all notifications
        </Button>
      </Box>
    </Popover>
  );
}

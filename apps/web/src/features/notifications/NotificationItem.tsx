import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead";
import { NOTIFICATION_TYPE_LABELS } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { NotificationItem_NotificationFragment } from "../../__generated__/graphql";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { relativeTime } from "../../lib/relativeTime";
import { NotificationTypeIcon } from "./NotificationTypeIcon";

export const NotificationItemFragment = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    type
    title
    body
    link
    read
    done
    doneAt
    createdAt
  }
`);

export type NotificationRow = NotificationItem_NotificationFragment;

/** Read by screen readers, not shown: the dot says it to the eye. */
const SCREEN_READER_ONLY = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

const exactTime = (createdAt: string) => formatDate(createdAt, `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`);

/**
 * One notification in a list: its type's icon, the title (bold while unread, "Done" once its item
 * was dealt with), the body, and when.
 * `compact` is the bell's menu (body clamped, relative time only); the page adds the type's name,
 * the exact time and a "Mark as read" button.
 */
export function NotificationItem({
  notification,
  now,
  compact = false,
  onOpen,
  onMarkRead,
}: {
  notification: NotificationRow;
  now: Date;
  compact?: boolean;
  onOpen: () => void;
  onMarkRead?: () => void;
}) {
  const { title, body, type, read, done, doneAt, createdAt } = notification;
  const markRead =
    onMarkRead && !read ? (
      <Tooltip title="Mark as read">
        <IconButton edge="end" aria-label="Mark as read" onClick={onMarkRead}>
          <MarkEmailReadIcon />
        </IconButton>
      </Tooltip>
    ) : undefined;

  return (
    <ListItem disablePadding divider secondaryAction={markRead}>
      <ListItemButton
        onClick={onOpen}
        alignItems="flex-start"
        sx={{ py: compact ? 1 : 1.5, bgcolor: read ? undefined : "action.hover" }}
      >
        <ListItemIcon sx={{ mt: 0.5, minWidth: 44 }}>
          <NotificationTypeIcon type={type} color={read ? "action" : "primary"} />
        </ListItemIcon>
        <ListItemText
          disableTypography
          primary={
            <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              {!read && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: "primary.main", flexShrink: 0 }}
                />
              )}
              <Typography component="span" variant="body2" sx={{ fontWeight: read ? 400 : 700 }}>
                {!read && (
                  <Box component="span" sx={SCREEN_READER_ONLY}>
                    Unread:{" "}
                  </Box>
                )}
                {title}
              </Typography>
              {/* Its item was dealt with (by anyone): there is nothing left to do about it. */}
              {done && (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  icon={<CheckCircleOutlineIcon />}
                  label="Done"
                  title={doneAt ? `Done ${exactTime(doneAt)}` : undefined}
                  sx={{ ml: "auto", flexShrink: 0 }}
                />
              )}
            </Box>
          }
          secondary={
            <>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={
                  compact
                    ? { display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }
                    : { whiteSpace: "pre-line" }
                }
              >
                {body}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                {!compact && `${NOTIFICATION_TYPE_LABELS[type]} · `}
                <time dateTime={createdAt} title={exactTime(createdAt)}>
                  {relativeTime(createdAt, now)}
                </time>
                {!compact && ` · ${exactTime(createdAt)}`}
              </Typography>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
}

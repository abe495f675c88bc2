import { useEffect } from "react";
import { EmptyState } from "../../lib/EmptyState";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import DoneAllIcon from "@mui/icons-material/DoneAll";
import NotificationsNoneIcon from "@mui/icons-material/NotificationsNone";
import { useSearchParams } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useNow } from "../../lib/relativeTime";
import { useLiveRefetch } from "../../lib/useLiveRefetch";
import { RemindersView } from "./reminders/RemindersView";
import { toReminderSearch, viewFromSearch } from "./reminders/reminderView";
import type { NotificationsView } from "./reminders/reminderView";
import { NotificationFilters } from "./NotificationFilters";
import { emptyMessage, NOTIFICATION_PAGE_SIZE, toNotificationsVariables, unreadInScope } from "./notificationFilter";
import type { NotificationFilterState } from "./notificationFilter";
import { NotificationItem } from "./NotificationItem";
import { useNotificationActions } from "./useNotificationActions";
import { useNotificationCounts, useOnCountsChange } from "./useNotificationCounts";
import { useNotificationFilter } from "./useNotificationFilter";

const NotificationListQuery = graphql(`
  query NotificationList($page: Int, $pageSize: Int, $unreadOnly: Boolean, $types: [NotificationType!]) {
    notifications(page: $page, pageSize: $pageSize, unreadOnly: $unreadOnly, types: $types) {
      results {
        id
        ...NotificationItem_notification
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

/**
 * `/notifications`: the signed-in user's notifications, and (`?view=reminders`) the reminders
 * they set, which become notifications when due.
 */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Notifications
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {view === "reminders"
          ? "Reminders you set on sessions, notes and clients, soonest first."
          : "Notes to approve, co-signing requests, reminders and announcements, newest first."}
      </Typography>
      <Tabs
        value={view}
        // The notification list's plain address brings back its saved filter.
        onChange={(_event, next: NotificationsView) =>
          setParams(next === "reminders" ? toReminderSearch("upcoming") : new URLSearchParams())
        }
        aria-label="Notifications and reminders"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="notifications" label="Notifications" />
        <Tab value="reminders" label="Reminders" />
      </Tabs>
      {view === "reminders" ? <RemindersView /> : <NotificationList />}
    </Box>
  );
}

/**
 * The signed-in user's notifications, newest first, 25 a page, filtered by read state and type.
 * Live: arrivals and reads in other tabs move the counts, and the page refetches.
 */
function NotificationList() {
  const { filter, page, changeFilter, changePage } = useNotificationFilter();
  const counts = useNotificationCounts();
  const { data, previousData, loading, error, refetch } = useQuery(NotificationListQuery, {
    variables: toNotificationsVariables(filter, page),
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const scheduleRefetch = useLiveRefetch(refetch);
  useOnCountsChange(counts, scheduleRefetch);
  const { open, markRead, markAllRead, markingAll } = useNotificationActions();
  const now = useNow();

  // Keep the last page on screen (and its total for the pager) while the next one loads.
  const list = data?.notifications ?? previousData?.notifications;
  const rows = list?.results ?? [];
  const total = list?.pageInfo.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / NOTIFICATION_PAGE_SIZE) - 1);
  const unread = unreadInScope(counts, filter);

  // Reading the last unread ones of a later page leaves it empty: show the last page that has any.
  const pastTheEnd = data !== undefined && rows.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) changePage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, changePage]);

  return (
    <Box>
      <Box
        sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "center", justifyContent: "space-between" }}
      >
        <NotificationFilters filter={filter} counts={counts} onChange={changeFilter} />
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0 || markingAll}
          onClick={() => void markAllRead(filter.type ? [filter.type] : null)}
        >
          Mark all as read
        </Button>
      </Box>
      {error && <LoadError what="Your notifications" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {!(error && !list) && (
        <Paper variant="outlined">
          {/* A refetch (a filter, a page, a live change) keeps the rows and shows a thin bar above them. */}
          <Box sx={{ height: 4 }}>{loading && list && <LinearProgress aria-label="Updating notifications" />}</Box>
          {!list ? (
            <Box sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
              <CircularProgress aria-label="Loading notifications" />
            </Box>
          ) : rows.length === 0 ? (
            <EmptyList filter={filter} />
          ) : (
            <List disablePadding aria-label="Notifications">
              {rows.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  now={now}
                  onOpen={() => open(notification, null)}
                  onMarkRead={() => void markRead(notification.id)}
                />
              ))}
            </List>
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage)}
            rowsPerPage={NOTIFICATION_PAGE_SIZE}
            rowsPerPageOptions={[NOTIFICATION_PAGE_SIZE]}
            onPageChange={(_event, next) => changePage(next)}
          />
        </Paper>
      )}
    </Box>
  );
}

/** An empty page: all caught up, or nothing of the chosen type (the filters' own "Clear filters" sits above). */
function EmptyList({ filter }: { filter: NotificationFilterState }) {
  return <EmptyState icon={NotificationsNoneIcon} {...emptyMessage(filter)} />;
}

import { useState } from "react";
import { EmptyState } from "../../../lib/EmptyState";
import { useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import TablePagination from "@mui/material/TablePagination";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import AlarmOffIcon from "@mui/icons-material/AlarmOff";
import { useSearchParams } from "react-router";
import { graphql } from "../../../__generated__";
import type { ReminderStatus } from "../../../__generated__/graphql";
import { LoadError } from "../../../app/pages/LoadError";
import { ConfirmDialog } from "../../../app/shell/ConfirmDialog";
import { useShell } from "../../../app/shell/ShellState";
import { messageOf } from "../../../lib/errors";
import { useLiveRefetch } from "../../../lib/useLiveRefetch";
import { useNotificationCounts, useOnCountsChange } from "../useNotificationCounts";
import { ReminderItem } from "./ReminderItem";
import { reminderTimeText } from "./reminderTimes";
import { emptyReminders, REMINDER_PAGE_SIZE, reminderStateFromSearch, toReminderSearch } from "./reminderView";
import { APPLY_AT_ONCE } from "../../../lib/addressChange";

const RemindersQuery = graphql(`
  query Reminders($status: ReminderStatus, $page: Int, $pageSize: Int) {
    reminders(status: $status, page: $page, pageSize: $pageSize) {
      results {
        id
        ...ReminderItem_reminder
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

const CancelReminderMutation = graphql(`
  mutation CancelReminder($id: ID!) {
    cancelReminder(id: $id)
  }
`);

/**
 * The notifications page's Reminders view: the user's upcoming reminders, soonest first, or the
 * fired ones, 25 a page. A reminder coming due moves the notification counts, and the list refetches.
 */
export function RemindersView() {
  const [params, setParams] = useSearchParams();
  const { status, page } = reminderStateFromSearch(params);
  const { data, previousData, loading, error, refetch } = useQuery(RemindersQuery, {
    variables: { status, page: page + 1, pageSize: REMINDER_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const scheduleRefetch = useLiveRefetch(refetch);
  useOnCountsChange(useNotificationCounts(), scheduleRefetch);
  const { notify } = useShell();
  const [cancelling, setCancelling] = useState<{ id: string; label: string; at: string } | null>(null);
  const [cancelReminder] = useMutation(CancelReminderMutation);

  const list = data?.reminders ?? previousData?.reminders;
  const rows = list?.results ?? [];
  const total = list?.pageInfo.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / REMINDER_PAGE_SIZE) - 1);
  const empty = emptyReminders(status);

  const confirmCancel = async () => {
    if (!cancelling) return;
    const { id } = cancelling;
    setCancelling(null);
    try {
      const { data } = await cancelReminder({ variables: { id } });
      // False: it came due (or was cancelled in another tab) while the list was on screen.
      if (data?.cancelReminder === false) notify("That reminder had already come due or been cancelled", "info");
      else notify("Reminder cancelled", "success");
    } catch (cause) {
      notify(`The reminder could not be cancelled: ${messageOf(cause)}`, "error");
    }
    await refetch();
  };

  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        // A click on the chosen button answers null: the choice stays.
        onChange={(_event, value: ReminderStatus | null) => value && setParams(toReminderSearch(value), APPLY_AT_ONCE)}
        aria-label="Reminder status"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="upcoming">Upcoming</ToggleButton>
        <ToggleButton value="fired">Fired</ToggleButton>
      </ToggleButtonGroup>
      {error && <LoadError what="Your reminders" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {!(error && !list) && (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>{loading && list && <LinearProgress aria-label="Updating reminders" />}</Box>
          {!list ? (
            <Box sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
              <CircularProgress aria-label="Loading reminders" />
            </Box>
          ) : rows.length === 0 ? (
            <EmptyState icon={AlarmOffIcon} {...empty} />
          ) : (
            <List disablePadding aria-label="Reminders">
              {rows.map((reminder) => (
                <ReminderItem
                  key={reminder.id}
                  reminder={reminder}
                  onCancel={
                    reminder.firedAt
                      ? null
                      : () => setCancelling({ id: reminder.id, label: reminder.subjectLabel, at: reminder.remindAt })
                  }
                />
              ))}
            </List>
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage)}
            rowsPerPage={REMINDER_PAGE_SIZE}
            rowsPerPageOptions={[REMINDER_PAGE_SIZE]}
            onPageChange={(_event, next) => setParams(toReminderSearch(status, next), APPLY_AT_ONCE)}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this reminder?"
        message={
          cancelling ? `You will not be reminded of ${cancelling.label} at ${reminderTimeText(cancelling.at)}.` : ""
        }
        confirmLabel="Cancel reminder"
        cancelLabel="Keep it"
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </Box>
  );
}

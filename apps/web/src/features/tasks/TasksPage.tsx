import { useEffect, useState } from "react";
import { EmptyState } from "../../lib/EmptyState";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TablePagination from "@mui/material/TablePagination";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import ChecklistIcon from "@mui/icons-material/Checklist";
import { useSearchParams } from "react-router";
import type { TaskItem_TaskFragment } from "../../__generated__/graphql";
import { LoadError } from "../../app/pages/LoadError";
import { useShell } from "../../app/shell/ShellState";
import { messageOf } from "../../lib/errors";
import { useLiveRefetch } from "../../lib/useLiveRefetch";
import { FormDialog } from "../../lib/forms/FormDialog";
import {
  CompleteTaskMutation,
  DeleteTaskMutation,
  FocusedTaskQuery,
  ReopenTaskMutation,
  TaskChangedSubscription,
  TaskListQuery,
} from "./queries";
import { TaskDialog } from "./TaskDialog";
import { TaskItem } from "./TaskItem";
import { emptyText, TASK_PAGE_SIZE, toTaskListVariables, toTaskSearch, viewFromSearch } from "./taskView";
import type { TaskListView } from "./taskView";
import { APPLY_AT_ONCE } from "../../lib/addressChange";

/**
 * `/tasks`: "My tasks" and "Assigned by me", open or done, 25 a page, soonest due first. Live:
 * a change to any task of the user (here, in another tab, by a colleague) refetches the page.
 * `?task=<id>` (a notification's link) shows that task on top.
 */
export default function TasksPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  const focusedId = params.get("task");
  const { notify } = useShell();
  const [editing, setEditing] = useState<TaskItem_TaskFragment | "new" | null>(null);
  const [deleting, setDeleting] = useState<TaskItem_TaskFragment | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(TaskListQuery, {
    variables: toTaskListVariables(view),
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const focused = useQuery(FocusedTaskQuery, {
    variables: { id: focusedId ?? "" },
    skip: !focusedId,
    fetchPolicy: "cache-and-network",
  });
  const refetchAll = () => {
    void refetch();
    if (focusedId) void focused.refetch();
  };
  const scheduleRefetch = useLiveRefetch(refetchAll);
  useSubscription(TaskChangedSubscription, { onData: () => scheduleRefetch() });

  const [complete, completing] = useMutation(CompleteTaskMutation);
  const [reopen, reopening] = useMutation(ReopenTaskMutation);
  const toggleDone = async (task: TaskItem_TaskFragment) => {
    try {
      await (task.done ? reopen : complete)({ variables: { id: task.id } });
      notify(task.done ? `"${task.title}" is open again` : `"${task.title}" done`, "success");
      refetchAll();
    } catch (e) {
      notify(messageOf(e), "error");
    }
  };

  // Keep the last page on screen (and its total for the pager) while the next one loads.
  const list = data ?? previousData;
  const rows = list?.tasks.results ?? [];
  const total = list?.tasks.pageInfo.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / TASK_PAGE_SIZE) - 1);
  // Moving through the lists leaves the task a notification pointed at.
  const go = (next: Partial<TaskListView>) => setParams(toTaskSearch({ ...view, ...next }), APPLY_AT_ONCE);
  // Finishing the last tasks of a later page leaves it empty: show the last page that has any.
  const pastTheEnd = data !== undefined && rows.length === 0 && view.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams(toTaskSearch({ ...view, page: lastPage }), { replace: true });
  }, [pastTheEnd, lastPage, view, setParams]);

  const focusedTask = focused.data?.task;
  const item = (task: TaskItem_TaskFragment, highlighted = false) => (
    <TaskItem
      key={task.id}
      task={task}
      tab={view.tab}
      highlighted={highlighted}
      busy={completing.loading || reopening.loading}
      onToggleDone={() => void toggleDone(task)}
      onEdit={() => setEditing(task)}
      onDelete={() => setDeleting(task)}
    />
  );

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 1 }}>
        <Typography variant="h1">Tasks</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
          New task
        </Button>
      </Box>
      {list && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {countsText(list.taskCounts)}
        </Typography>
      )}
      {focusedId && (focusedTask || focused.error) && (
        <Paper component="section" variant="outlined" sx={{ mb: 2 }} aria-label="Task from your notification">
          {focusedTask ? (
            <List disablePadding>{item(focusedTask, true)}</List>
          ) : (
            <Alert severity="info">This task was deleted, or it is no longer yours to see.</Alert>
          )}
        </Paper>
      )}
      <Tabs
        value={view.tab}
        onChange={(_event, tab: TaskListView["tab"]) => go({ tab, page: 0 })}
        aria-label="Whose tasks"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="mine" label="My tasks" />
        <Tab value="by-me" label="Assigned by me" />
      </Tabs>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view.status}
        // A click on the chosen button answers null: the choice stays.
        onChange={(_event, status: TaskListView["status"] | null) => status && go({ status, page: 0 })}
        aria-label="Status"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="open">Open</ToggleButton>
        <ToggleButton value="done">Done</ToggleButton>
      </ToggleButtonGroup>
      {error && <LoadError what="Your tasks" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {!(error && !list) && (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>{loading && list && <LinearProgress aria-label="Updating tasks" />}</Box>
          {!list ? (
            <Box sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
              <CircularProgress aria-label="Loading tasks" />
            </Box>
          ) : rows.length === 0 ? (
            <EmptyList view={view} />
          ) : (
            <List disablePadding aria-label="Tasks">
              {rows.map((task) => item(task, task.id === focusedId))}
            </List>
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(view.page, lastPage)}
            rowsPerPage={TASK_PAGE_SIZE}
            rowsPerPageOptions={[TASK_PAGE_SIZE]}
            onPageChange={(_event, page) => go({ page })}
          />
        </Paper>
      )}
      {editing && (
        <TaskDialog task={editing === "new" ? null : editing} onClose={() => setEditing(null)} onSaved={refetchAll} />
      )}
      {deleting && <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} onDeleted={refetchAll} />}
    </Box>
  );
}

function countsText(c: { open: number; overdue: number; dueToday: number }): string {
  const parts = [`${c.open} open`];
  if (c.overdue > 0) parts.push(`${c.overdue} overdue`);
  if (c.dueToday > 0) parts.push(`${c.dueToday} due today`);
  return parts.join(" · ");
}

function EmptyList({ view }: { view: TaskListView }) {
  return <EmptyState icon={ChecklistIcon} {...emptyText(view)} />;
}

function DeleteTaskDialog({
  task,
  onClose,
  onDeleted,
}: {
  task: TaskItem_TaskFragment;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { notify } = useShell();
  const [deleteTask, { loading }] = useMutation(DeleteTaskMutation);
  const [serverError, setServerError] = useState<string | null>(null);
  const confirm = async () => {
    setServerError(null);
    try {
      await deleteTask({ variables: { id: task.id } });
      notify(`"${task.title}" deleted`, "success");
      onDeleted();
      onClose();
    } catch (e) {
      setServerError(messageOf(e));
    }
  };
  return (
    <FormDialog
      open
      title="Delete task?"
      submitLabel="Delete"
      submitColor="error"
      busy={loading}
      error={serverError}
      onSubmit={() => void confirm()}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography>
        &ldquo;{task.title}&rdquo; will be removed for you and for {task.assignee.fullname}. This cannot be undone.
      </Typography>
    </FormDialog>
  );
}

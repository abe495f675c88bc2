import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { TASK_TITLE_MAX, TaskBody, TaskPatchBody } from "@hearth/schema";
import type { TaskItem_TaskFragment } from "../../__generated__/graphql";
import { useShell } from "../../app/shell/ShellState";
import { userTimeZone } from "../../lib/dates";
import { checkBody } from "../../lib/forms/checkBody";
import type { Checked } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";
import { ClientPicker } from "../../lib/pickers/ClientPicker";
import { StaffPicker } from "../../lib/pickers/StaffPicker";
import { CreateTaskMutation, UpdateTaskMutation } from "./queries";
import { createInput, dueProblem, initialDraft, updateInput } from "./taskView";
import type { TaskDraft } from "./taskView";

const SHRUNK = { inputLabel: { shrink: true } } as const;

/** The fields that show a problem, by the names the API gives them. */
const FIELDS = {
  labels: { title: "Title", description: "Description", dueAt: "Due date", assigneeId: "Assign to", client: "Client" },
  aliases: { subjectId: "client", subjectType: "client" },
} as const;

type TaskField = "title" | "description" | "dueAt" | "assigneeId" | "client";

/**
 * The draft checked with the API's own body (a new task's, or an edit's changes); a due date without its time,
 * or the reverse, is the form's own problem (the API takes one instant). The input is made from the draft.
 */
function checkTask(task: TaskItem_TaskFragment | null, draft: TaskDraft, zone: string): Checked<null, TaskField> {
  const checked = task
    ? checkBody(TaskPatchBody, updateInput(task, draft, zone))
    : checkBody(TaskBody, createInput(draft, zone));
  // An edit that changes nothing fails only the body's "nothing to change", at no field: it closes as saved.
  const { subjectId, subjectType, ...problems }: Partial<Record<string, string>> = checked.ok ? {} : checked.problems;
  const due = dueProblem(draft, zone);
  const all: Partial<Record<TaskField, string>> = {
    ...problems,
    ...(subjectId || subjectType ? { client: subjectId ?? subjectType } : {}),
    ...(due ? { dueAt: due } : {}),
  };
  return Object.values(all).some(Boolean) ? { ok: false, problems: all } : { ok: true, input: null };
}

/**
 * New task (`task` null) or edit: title, description, due date and time, assignee, and for a new
 * task the client it is about. Checked with the API's own body before it is sent: each field's
 * problem, or the server's refusal of it, shows under the field.
 */
export function TaskDialog({
  task,
  onClose,
  onSaved,
}: {
  task: TaskItem_TaskFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const zone = userTimeZone();
  const { notify } = useShell();
  const [draft, setDraft] = useState<TaskDraft>(() => initialDraft(task, zone));
  const [createTask] = useMutation(CreateTaskMutation);
  const [updateTask] = useMutation(UpdateTaskMutation);
  const change = (patch: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const check = checkTask(task, draft, zone);
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async () => {
      if (task) {
        const input = updateInput(task, draft, zone);
        if (Object.keys(input).length > 0) await updateTask({ variables: { id: task.id, input } });
        notify("Task saved", "success");
      } else {
        await createTask({ variables: { input: createInput(draft, zone) } });
        notify(draft.assignee ? `Task sent to ${draft.assignee.fullname}` : "Task added", "success");
      }
      onSaved();
      onClose();
    },
    {
      values: {
        title: draft.title,
        description: draft.description,
        dueAt: `${draft.date} ${draft.time}`,
        assigneeId: draft.assignee?.id,
        client: draft.client?.id,
      },
      fields: FIELDS,
    },
  );
  // A due date and time are never half-typed on purpose: their problem shows at once.
  const dueProblem = (check.ok ? undefined : check.problems.dueAt) ?? problemOf("dueAt");

  return (
    <FormDialog
      open
      title={task ? "Edit task" : "New task"}
      submitLabel={task ? "Save" : "Create"}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TextField
          required
          autoFocus
          label={FIELDS.labels.title}
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          error={Boolean(problemOf("title"))}
          helperText={problemOf("title") ?? `${draft.title.trim().length}/${TASK_TITLE_MAX}`}
        />
        <TextField
          label={FIELDS.labels.description}
          multiline
          minRows={2}
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
          error={Boolean(problemOf("description"))}
          helperText={problemOf("description")}
        />
        <Box sx={{ display: "flex", gap: 2 }}>
          <TextField
            label={FIELDS.labels.dueAt}
            type="date"
            value={draft.date}
            onChange={(event) => change({ date: event.target.value })}
            error={Boolean(dueProblem)}
            slotProps={SHRUNK}
            sx={{ flex: 1 }}
          />
          <TextField
            label="Due time"
            type="time"
            value={draft.time}
            onChange={(event) => change({ time: event.target.value })}
            error={Boolean(dueProblem)}
            slotProps={SHRUNK}
            sx={{ flex: 1 }}
          />
        </Box>
        {dueProblem && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: -1 }}>
            {dueProblem}
          </Typography>
        )}
        <StaffPicker
          label={FIELDS.labels.assigneeId}
          noOptionsText="No staff member matches"
          error={Boolean(problemOf("assigneeId"))}
          helperText={
            problemOf("assigneeId") ??
            (draft.assignee
              ? undefined
              : task
                ? `Leave empty to keep ${task.assignee.fullname}`
                : "Leave empty to keep it yourself")
          }
          value={draft.assignee}
          onChange={(assignee) => change({ assignee })}
        />
        {task ? (
          task.subjectLabel && <Typography color="text.secondary">About {task.subjectLabel}</Typography>
        ) : (
          <ClientPicker
            label="Client (optional)"
            error={Boolean(problemOf("client"))}
            helperText={problemOf("client")}
            value={draft.client}
            onChange={(client) => change({ client })}
          />
        )}
      </Box>
    </FormDialog>
  );
}

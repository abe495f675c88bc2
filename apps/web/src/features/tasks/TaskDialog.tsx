import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { TaskItem_TaskFragment } from "../../__generated__/graphql";
import { useShell } from "../../app/shell/ShellState";
import { userTimeZone } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { FormDialog } from "../../lib/forms/FormDialog";
import { ClientPicker } from "../../lib/pickers/ClientPicker";
import { StaffPicker } from "../../lib/pickers/StaffPicker";
import { CreateTaskMutation, UpdateTaskMutation } from "./queries";
import { createInput, draftProblems, initialDraft, TASK_TITLE_MAX, updateInput } from "./taskView";
import type { TaskDraft } from "./taskView";

const SHRUNK = { inputLabel: { shrink: true } } as const;

/**
 * New task (`task` null) or edit: title, description, due date and time, assignee, and for a new
 * task the client it is about. The server has the last word (e.g. an assignee who may not see the
 * client): its message shows above the fields.
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
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [createTask, created] = useMutation(CreateTaskMutation);
  const [updateTask, updated] = useMutation(UpdateTaskMutation);
  const change = (patch: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problems = draftProblems(draft, zone);
  const invalid = Object.keys(problems).length > 0;
  // "A title is required" shows once the person has been in the field, not on opening.
  const shown = touched || draft.title !== "" ? problems : { ...problems, title: undefined };

  const save = async () => {
    if (invalid) return;
    setServerError(null);
    try {
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
    } catch (error) {
      setServerError(messageOf(error));
    }
  };

  return (
    <FormDialog
      open
      title={task ? "Edit task" : "New task"}
      submitLabel={task ? "Save" : "Create"}
      busy={created.loading || updated.loading}
      error={serverError}
      submitDisabled={invalid}
      onSubmit={() => void save()}
      onClose={onClose}
      maxWidth="sm"
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TextField
          required
          autoFocus
          label="Title"
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          onBlur={() => setTouched(true)}
          error={Boolean(shown.title)}
          helperText={shown.title ?? `${draft.title.trim().length}/${TASK_TITLE_MAX}`}
        />
        <TextField
          label="Description"
          multiline
          minRows={2}
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
          error={Boolean(problems.description)}
          helperText={problems.description}
        />
        <Box sx={{ display: "flex", gap: 2 }}>
          <TextField
            label="Due date"
            type="date"
            value={draft.date}
            onChange={(event) => change({ date: event.target.value })}
            error={Boolean(problems.due)}
            slotProps={SHRUNK}
            sx={{ flex: 1 }}
          />
          <TextField
            label="Due time"
            type="time"
            value={draft.time}
            onChange={(event) => change({ time: event.target.value })}
            error={Boolean(problems.due)}
            slotProps={SHRUNK}
            sx={{ flex: 1 }}
          />
        </Box>
        {problems.due && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: -1 }}>
            {problems.due}
          </Typography>
        )}
        <StaffPicker
          label="Assign to"
          noOptionsText="No staff member matches"
          helperText={
            draft.assignee
              ? undefined
              : task
                ? `Leave empty to keep ${task.assignee.fullname}`
                : "Leave empty to keep it yourself"
          }
          value={draft.assignee}
          onChange={(assignee) => change({ assignee })}
        />
        {task ? (
          task.subjectLabel && <Typography color="text.secondary">About {task.subjectLabel}</Typography>
        ) : (
          <ClientPicker label="Client (optional)" value={draft.client} onChange={(client) => change({ client })} />
        )}
      </Box>
    </FormDialog>
  );
}

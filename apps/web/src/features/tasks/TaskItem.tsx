import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import ListItem from "@mui/material/ListItem";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import { Link as RouterLink } from "react-router";
import type { TaskItem_TaskFragment } from "../../__generated__/graphql";
import { dueText } from "./taskView";

/** Who else the task involves, as the list it is in reads it: "From …" on my list, "For …" on the list of what I gave. */
function otherParty(task: TaskItem_TaskFragment, tab: "mine" | "by-me"): string | null {
  if (tab === "by-me") return `For ${task.assignee.fullname}`;
  return task.createdBy.id === task.assignee.id ? null : `From ${task.createdBy.fullname}`;
}

/** One task: a checkbox marks it done, the title and what it is about, its due time (red once overdue), edit and delete. */
export function TaskItem(props: {
  task: TaskItem_TaskFragment;
  tab: "mine" | "by-me";
  highlighted?: boolean;
  busy?: boolean;
  onToggleDone: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { task } = props;
  const party = otherParty(task, props.tab);
  return (
    <ListItem
      divider
      aria-label={task.title}
      sx={{ alignItems: "flex-start", gap: 1, ...(props.highlighted ? { bgcolor: "action.selected" } : {}) }}
      secondaryAction={
        <Box sx={{ display: "flex", gap: 0.5 }}>
          {task.permissions.edit && (
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${task.title}`} onClick={props.onEdit}>
                <EditIcon />
              </IconButton>
            </Tooltip>
          )}
          {task.permissions.delete && (
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${task.title}`} onClick={props.onDelete}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      }
    >
      <Checkbox
        edge="start"
        checked={task.done}
        disabled={!task.permissions.complete || props.busy}
        onChange={props.onToggleDone}
        slotProps={{ input: { "aria-label": task.done ? `Reopen ${task.title}` : `Mark ${task.title} done` } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ minWidth: 0, pr: 12 }}>
        <Typography
          sx={{
            fontWeight: 500,
            textDecoration: task.done ? "line-through" : "none",
            color: task.done ? "text.secondary" : "text.primary",
          }}
        >
          {task.title}
        </Typography>
        {task.description && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
            {task.description}
          </Typography>
        )}
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
          {task.dueAt && (
            <Typography
              variant="body2"
              color={task.overdue ? "error" : "text.secondary"}
              sx={{ fontWeight: task.overdue ? 600 : 400 }}
            >
              {task.overdue ? `Overdue: due ${dueText(task.dueAt)}` : `Due ${dueText(task.dueAt)}`}
            </Typography>
          )}
          {task.done && task.doneAt && (
            <Typography variant="body2" color="text.secondary">
              Done {dueText(task.doneAt)}
            </Typography>
          )}
          {party && (
            <Typography variant="body2" color="text.secondary">
              {party}
            </Typography>
          )}
          {task.subjectLabel && task.subjectLink && (
            <Link component={RouterLink} to={task.subjectLink} variant="body2">
              {task.subjectLabel}
            </Link>
          )}
        </Box>
      </Box>
    </ListItem>
  );
}

import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/Edit";
import { displayTime } from "../../lib/dates";
import type { ThreadMessage } from "./threadState";

export const DELETED_TEXT = "This message was deleted";

interface Props {
  message: ThreadMessage;
  own: boolean;
  onEdit(body: string): Promise<boolean>;
  onDelete(): void;
}

/** One message: the viewer's own on the right; edit in place and delete while the server allows it. */
export function MessageBubble({ message, own, onEdit, onDelete }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  // The server decides the window; a timer here only hides the buttons once it has passed.
  const [windowClosed, setWindowClosed] = useState(false);
  useEffect(() => {
    if (!message.canEdit) return;
    const timer = setTimeout(
      () => setWindowClosed(true),
      Math.max(0, new Date(message.editableUntil).getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [message.canEdit, message.editableUntil]);
  const editable = message.canEdit && !windowClosed;
  const save = async () => {
    if (draft === null) return;
    if (await onEdit(draft.trim())) setDraft(null);
  };

  return (
    <Box
      component="li"
      aria-label={`Message from ${message.author.fullname}`}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: own ? "flex-end" : "flex-start",
        listStyle: "none",
        mb: 1,
      }}
    >
      {!own && (
        <Typography variant="caption" color="text.secondary">
          {message.author.fullname}
        </Typography>
      )}
      <Box
        sx={{
          maxWidth: "85%",
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? "primary.main" : "action.hover",
          color: own ? "primary.contrastText" : "text.primary",
        }}
      >
        {draft !== null ? (
          <Box sx={{ display: "flex", flexDirection: "column", gap: 1, minWidth: 240 }}>
            <TextField
              size="small"
              multiline
              autoFocus
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  void save();
                }
                if (e.key === "Escape") setDraft(null);
              }}
              slotProps={{ htmlInput: { "aria-label": "Edit message", maxLength: 4000 } }}
              sx={{ bgcolor: "background.paper", borderRadius: 1 }}
            />
            <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
              <Button size="small" color="inherit" onClick={() => setDraft(null)}>
                Cancel
              </Button>
              <Button
                size="small"
                variant="contained"
                color="secondary"
                disabled={!draft.trim()}
                onClick={() => void save()}
              >
                Save
              </Button>
            </Box>
          </Box>
        ) : message.deleted ? (
          <Typography variant="body2" sx={{ fontStyle: "italic", opacity: 0.8 }}>
            {DELETED_TEXT}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {message.body}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {displayTime(message.createdAt)}
          {message.editedAt && !message.deleted ? " · edited" : ""}
        </Typography>
        {own && editable && draft === null && (
          <>
            <Tooltip title="Edit">
              <IconButton size="small" aria-label="Edit message" onClick={() => setDraft(message.body)}>
                <EditIcon fontSize="inherit" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton size="small" aria-label="Delete message" onClick={onDelete}>
                <DeleteOutlineIcon fontSize="inherit" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
    </Box>
  );
}

import type { ReactNode } from "react";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Tooltip from "@mui/material/Tooltip";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatUnderlinedIcon from "@mui/icons-material/FormatUnderlined";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from "lexical";
import type { LexicalCommand, TextFormatType } from "lexical";
import { useToolbarState } from "../../lib/richText/useToolbarState";

const FORMATS: { format: TextFormatType; label: string; icon: ReactNode }[] = [
  { format: "bold", label: "Bold", icon: <FormatBoldIcon fontSize="small" /> },
  { format: "italic", label: "Italic", icon: <FormatItalicIcon fontSize="small" /> },
  { format: "underline", label: "Underline", icon: <FormatUnderlinedIcon fontSize="small" /> },
];

const LISTS: { command: LexicalCommand<void>; label: string; icon: ReactNode }[] = [
  { command: INSERT_UNORDERED_LIST_COMMAND, label: "Bulleted list", icon: <FormatListBulletedIcon fontSize="small" /> },
  { command: INSERT_ORDERED_LIST_COMMAND, label: "Numbered list", icon: <FormatListNumberedIcon fontSize="small" /> },
];

/** Formatting, lists and undo/redo (the collaboration plugin's per-user Yjs history) of one note editor. */
export function NoteToolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext();
  const { editable, canUndo, canRedo } = useToolbarState(editor);

  const button = (key: string, title: string, icon: ReactNode, onClick: () => void, disabled = !editable) => (
    <Tooltip key={key} title={title}>
      <span>
        <IconButton
          size="small"
          aria-label={title}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Toolbar
      variant="dense"
      disableGutters
      aria-label={`Formatting of ${label}`}
      role="toolbar"
      sx={{ px: 1, gap: 0.5, borderBottom: 1, borderColor: "divider", minHeight: 40 }}
    >
      {FORMATS.map(({ format, label: title, icon }) =>
        button(format, title, icon, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)),
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {LISTS.map(({ command, label: title, icon }) =>
        button(title, title, icon, () => editor.dispatchCommand(command, undefined)),
      )}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {button(
        "undo",
        "Undo",
        <UndoIcon fontSize="small" />,
        () => editor.dispatchCommand(UNDO_COMMAND, undefined),
        !editable || !canUndo,
      )}
      {button(
        "redo",
        "Redo",
        <RedoIcon fontSize="small" />,
        () => editor.dispatchCommand(REDO_COMMAND, undefined),
        !editable || !canRedo,
      )}
    </Toolbar>
  );
}

import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Tooltip from "@mui/material/Tooltip";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatUnderlinedIcon from "@mui/icons-material/FormatUnderlined";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from "lexical";
import type { TextFormatType } from "lexical";
import { useToolbarState } from "../../lib/richText/useToolbarState";

const FORMATS: { format: TextFormatType; label: string; icon: ReactNode }[] = [
  { format: "bold", label: "Bold", icon: <FormatBoldIcon fontSize="small" /> },
  { format: "italic", label: "Italic", icon: <FormatItalicIcon fontSize="small" /> },
  { format: "underline", label: "Underline", icon: <FormatUnderlinedIcon fontSize="small" /> },
];

/** Bold, italic, underline and undo/redo (the collaboration plugin's per-user Yjs history). */
export function EditorToolbar() {
  const [editor] = useLexicalComposerContext();
  const { editable, canUndo, canRedo } = useToolbarState(editor);
  const [active, setActive] = useState<Partial<Record<TextFormatType, boolean>>>({});

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          const next = Object.fromEntries(FORMATS.map(({ format }) => [format, selection.hasFormat(format)]));
          // Same formats (typing on in one run of text): no new state, no re-render per keystroke.
          setActive((current) =>
            FORMATS.every(({ format }) => Boolean(current[format]) === next[format]) ? current : next,
          );
        });
      }),
    [editor],
  );

  return (
    <Toolbar
      variant="dense"
      disableGutters
      aria-label="Formatting"
      role="toolbar"
      sx={{ px: 1, gap: 0.5, borderBottom: 1, borderColor: "divider", minHeight: 44 }}
    >
      {FORMATS.map(({ format, label, icon }) => (
        <Tooltip key={format} title={label}>
          <span>
            <IconButton
              size="small"
              aria-label={label}
              aria-pressed={Boolean(active[format])}
              color={active[format] ? "primary" : "default"}
              disabled={!editable}
              onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tooltip title="Undo">
        <span>
          <IconButton
            size="small"
            aria-label="Undo"
            disabled={!editable || !canUndo}
            onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
          >
            <UndoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Redo">
        <span>
          <IconButton
            size="small"
            aria-label="Redo"
            disabled={!editable || !canRedo}
            onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
          >
            <RedoIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

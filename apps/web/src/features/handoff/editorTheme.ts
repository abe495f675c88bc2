import type { EditorThemeClasses } from "lexical";
import type { SxProps, Theme } from "@mui/material/styles";

/** Class names Lexical puts on its nodes; styled by `editorSx` below. */
export const editorTheme: EditorThemeClasses = {
  paragraph: "handoff-paragraph",
  quote: "handoff-quote",
  heading: { h1: "handoff-h1", h2: "handoff-h2", h3: "handoff-h3" },
  text: { bold: "handoff-bold", italic: "handoff-italic", underline: "handoff-underline", strikethrough: "handoff-strike" },
};

export const editorSx: SxProps<Theme> = {
  bgcolor: "background.paper",
  "& .handoff-editor": {
    minHeight: 320,
    p: 2,
    outline: "none",
    fontSize: "1rem",
    lineHeight: 1.6,
    "&[contenteditable='false']": { color: "text.secondary" },
  },
  "& .handoff-paragraph": { m: 0, mb: 1 },
  "& .handoff-h1": { fontSize: "1.5rem", fontWeight: 600, m: 0, mb: 1 },
  "& .handoff-h2": { fontSize: "1.25rem", fontWeight: 600, m: 0, mb: 1 },
  "& .handoff-h3": { fontSize: "1.1rem", fontWeight: 600, m: 0, mb: 1 },
  "& .handoff-quote": { m: 0, mb: 1, pl: 2, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
  "& .handoff-bold": { fontWeight: 700 },
  "& .handoff-italic": { fontStyle: "italic" },
  "& .handoff-underline": { textDecoration: "underline" },
  "& .handoff-strike": { textDecoration: "line-through" },
};

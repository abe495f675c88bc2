import type { EditorThemeClasses } from "lexical";
import type { SxProps, Theme } from "@mui/material/styles";

/** Class of the ContentEditable; `richTextEditorSx` styles it and the node classes below. */
export const RICH_TEXT_EDITOR_CLASS = "rt-editor";

/**
 * Class names Lexical puts on the nodes of `RICH_TEXT_NODES` (@hearth/richtext: headings,
 * quotes, lists), for every rich-text editor of the app: group notes and the handoff board.
 */
export const richTextTheme: EditorThemeClasses = {
  paragraph: "rt-paragraph",
  quote: "rt-quote",
  heading: { h1: "rt-h1", h2: "rt-h2", h3: "rt-h3" },
  list: { ul: "rt-ul", ol: "rt-ol", listitem: "rt-li", nested: { listitem: "rt-nested" } },
  text: { bold: "rt-bold", italic: "rt-italic", underline: "rt-underline", strikethrough: "rt-strike" },
};

/**
 * The `sx` of the Paper around an editor using `richTextTheme`. `minHeight` is the empty editor's
 * height: a page of several fields (a group note) wants them shorter than a single board.
 */
export function richTextEditorSx({ minHeight }: { minHeight: number }): SxProps<Theme> {
  return {
    bgcolor: "background.paper",
    [`& .${RICH_TEXT_EDITOR_CLASS}`]: {
      minHeight,
      p: 2,
      outline: "none",
      fontSize: "1rem",
      lineHeight: 1.6,
      // Read-only (not synced yet, or the note is locked) looks it.
      "&[contenteditable='false']": { bgcolor: "action.hover" },
    },
    "& .rt-paragraph": { m: 0, mb: 1 },
    "& .rt-h1": { fontSize: "1.35rem", fontWeight: 600, m: 0, mb: 1 },
    "& .rt-h2": { fontSize: "1.15rem", fontWeight: 600, m: 0, mb: 0.5 },
    "& .rt-h3": { fontSize: "1.05rem", fontWeight: 600, m: 0, mb: 0.5 },
    "& .rt-quote": { m: 0, mb: 1, pl: 2, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
    "& .rt-ul, & .rt-ol": { m: 0, mb: 1, pl: 3 },
    "& .rt-nested": { listStyleType: "none" },
    "& .rt-bold": { fontWeight: 700 },
    "& .rt-italic": { fontStyle: "italic" },
    "& .rt-underline": { textDecoration: "underline" },
    "& .rt-strike": { textDecoration: "line-through" },
  };
}

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { graphql } from "../../../__generated__";
import type { AttributedText_BlocksFragment } from "../../../__generated__/graphql";
import { colorForUser } from "../../../lib/collab/userColor";
import { listMarkers } from "./shiftFormat";

export const AttributedTextBlocks = graphql(`
  fragment AttributedText_blocks on HandoffBlock {
    kind
    tag
    listType
    depth
    checked
    authors {
      id
      name
    }
    segments {
      text
      isNew
      author {
        id
        name
      }
    }
  }
`);

const HEADING_SIZES: Record<string, string> = {
  h1: "1.6rem",
  h2: "1.4rem",
  h3: "1.2rem",
  h4: "1.1rem",
  h5: "1rem",
  h6: "1rem",
};

/**
 * The board of one shift, who wrote what: text written during the shift is highlighted in its
 * author's colour and followed by their name; text carried over from before is plain. Each block
 * names everyone whose words it holds. Colours print too (`print-color-adjust`).
 */
export function AttributedText({ blocks }: { blocks: AttributedText_BlocksFragment[] }) {
  const markers = listMarkers(blocks);
  const written = blocks.some((block) => block.segments.length > 0);
  return (
    <Box data-testid="attributed-text">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Box component="mark" sx={{ ...newTextSx("#1f6feb"), px: 0.5 }}>
          Highlighted
        </Box>{" "}
        text was written during this shift, with its author's name; plain text was carried over from before.
      </Typography>
      {!written && <Typography color="text.secondary">Nothing was written on the board.</Typography>}
      {blocks.map((block, i) =>
        block.segments.length === 0 ? null : (
          <Box
            key={i}
            component="section"
            aria-label={`Written by ${block.authors.map((a) => a.name).join(", ") || "unknown"}`}
            sx={{
              mb: 1.5,
              pl: block.kind === "listitem" ? 3 + block.depth * 3 : 0,
              ...(block.kind === "quote" ? { borderLeft: 3, borderColor: "divider", pl: 2 } : {}),
            }}
          >
            <Typography
              component="div"
              sx={{
                whiteSpace: "pre-wrap",
                ...(block.kind === "heading"
                  ? { fontWeight: 700, fontSize: HEADING_SIZES[block.tag ?? ""] ?? "1.1rem" }
                  : {}),
              }}
            >
              {markers[i] && (
                <Box component="span" sx={{ display: "inline-block", minWidth: 24, ml: -3 }}>
                  {markers[i]}
                </Box>
              )}
              {block.segments.map((segment, j) =>
                segment.isNew ? (
                  <Box component="span" key={j}>
                    <Box
                      component="mark"
                      data-new-text="true"
                      title={`Written this shift by ${segment.author?.name ?? "an unknown author"}`}
                      sx={newTextSx(colorForUser(segment.author?.id ?? ""))}
                    >
                      {segment.text}
                    </Box>
                    <Box
                      component="span"
                      sx={{ fontSize: "0.75em", color: "text.secondary", mx: 0.5, whiteSpace: "nowrap" }}
                    >
                      [{segment.author?.name ?? "Unknown author"}]
                    </Box>
                  </Box>
                ) : (
                  <span key={j}>{segment.text}</span>
                ),
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {block.authors.length > 0
                ? `By ${block.authors.map((a) => a.name).join(", ")}`
                : "Author unknown (written before authorship was recorded)"}
            </Typography>
          </Box>
        ),
      )}
    </Box>
  );
}

/** A light wash of the author's colour with an underline in it: readable, and told apart on paper. */
const newTextSx = (color: string) => ({
  backgroundColor: `${color}22`,
  color: "inherit",
  borderBottom: `2px solid ${color}`,
  printColorAdjust: "exact",
  WebkitPrintColorAdjust: "exact",
});

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { InlineText } from "../releaseNotes/ReleaseNotesContent";
import { parseMarkdown } from "./markdown";

const VARIANT = { 1: "h2", 2: "subtitle1", 3: "subtitle2" } as const;

/** A server document in markdown, set in the same type as the release notes. */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Box>
      {parseMarkdown(markdown).map((block, index) => {
        switch (block.kind) {
          case "heading":
            return (
              <Typography
                key={index}
                variant={VARIANT[block.level]}
                component={`h${block.level + 1}` as "h2"}
                sx={{ mt: index ? 2 : 0, mb: 1, fontWeight: 600 }}
              >
                <InlineText parts={block.text} />
              </Typography>
            );
          case "paragraph":
            return (
              <Typography key={index} sx={{ mb: 1.5 }}>
                <InlineText parts={block.text} />
              </Typography>
            );
          case "list":
            return (
              <Box component="ul" key={index} sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
                {block.items.map((item, itemIndex) => (
                  <Typography component="li" key={itemIndex} sx={{ mb: 0.5 }}>
                    <InlineText parts={item} />
                  </Typography>
                ))}
              </Box>
            );
        }
      })}
    </Box>
  );
}

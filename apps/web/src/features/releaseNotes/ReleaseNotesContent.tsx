import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { displayDate } from "../../lib/dates";
import type { ChangelogVersion, Inline } from "./changelog";

export function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark === "bold" ? (
          <strong key={index}>{part.text}</strong>
        ) : part.mark === "code" ? (
          <code key={index}>{part.text}</code>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const dateOf = (date: string | null) => {
  if (!date) return null;
  try {
    return displayDate(date, "UTC");
  } catch {
    return date;
  }
};

/** The release-notes page content: each version with its sections (from CHANGELOG.md). */
export function ReleaseNotesContent({ versions }: { versions: ChangelogVersion[] }) {
  return (
    <Box>
      {versions.map((version) => (
        <Box component="section" key={version.version} aria-label={`Version ${version.version}`} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            Version {version.version}
            {version.date && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: "0.9rem", fontWeight: 400 }}>
                {dateOf(version.date)}
              </Typography>
            )}
          </Typography>
          {version.sections.map((section) => (
            <Box key={section.title} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2" component="h3" color="text.secondary">
                {section.title}
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
                {section.items.map((item, index) => (
                  <Typography component="li" key={index} sx={{ mb: 0.5 }}>
                    <InlineText parts={item} />
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

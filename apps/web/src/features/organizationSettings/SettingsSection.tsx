import type { ReactNode } from "react";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

/** One section of the settings page: an outlined panel named by its heading. */
export function SettingsSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const headingId = `settings-${id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, display: "grid", gap: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

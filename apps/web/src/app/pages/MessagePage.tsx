import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

/** A whole-page message (404, 403, not available yet) with a way back to the start. */
export function MessagePage({
  overline,
  title,
  children,
  standalone = true,
}: {
  overline: string;
  title: string;
  children: ReactNode;
  standalone?: boolean;
}) {
  return (
    <Box
      component={standalone ? "main" : "section"}
      sx={{ minHeight: standalone ? "100vh" : "50vh", display: "grid", placeItems: "center", p: 3 }}
    >
      <Box sx={{ textAlign: "center", maxWidth: 480 }}>
        <Typography variant="overline" color="text.secondary">
          {overline}
        </Typography>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the start page
        </Button>
      </Box>
    </Box>
  );
}

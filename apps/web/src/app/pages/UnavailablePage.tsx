import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";

/**
 * A route of §2 whose capability has not arrived in this installation: it exists, says so plainly,
 * and offers a way on. Each later capability replaces its own route.
 */
export default function UnavailablePage({ standalone = true }: { standalone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Box component={standalone ? "main" : "section"} sx={{ minHeight: standalone ? "100vh" : "50vh", display: "grid", placeItems: "center", p: 3 }}>
      <Box sx={{ textAlign: "center", maxWidth: 480 }}>
        <Typography variant="overline" color="text.secondary">
          {pathname}
        </Typography>
        <Typography variant="h1" gutterBottom>
          Not available yet
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This page is not available in this installation yet. It arrives with a later update of Hearth.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the start page
        </Button>
      </Box>
    </Box>
  );
}

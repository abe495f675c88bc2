import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

/** Unknown paths (§2 `/404`): no navigation bars, a way back to the start. */
export default function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 3 }}>
      <Box sx={{ textAlign: "center", maxWidth: 420 }}>
        <Typography variant="overline" color="text.secondary">
          Error 404
        </Typography>
        <Typography variant="h1" gutterBottom>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The address may be mistyped, or the page has moved.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the start page
        </Button>
      </Box>
    </Box>
  );
}

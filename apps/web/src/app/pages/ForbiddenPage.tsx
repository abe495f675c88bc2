import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

/** §2 `/403`: the user is signed in but may not open that page. */
export default function ForbiddenPage() {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 3 }}>
      <Box sx={{ textAlign: "center", maxWidth: 420 }}>
        <Typography variant="overline" color="text.secondary">
          Error 403
        </Typography>
        <Typography variant="h1" gutterBottom>
          Access denied
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Your role does not allow you to open this page. Ask an administrator if you need it.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the start page
        </Button>
      </Box>
    </Box>
  );
}

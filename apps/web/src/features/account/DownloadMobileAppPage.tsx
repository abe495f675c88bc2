import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { AccountCard } from "./AccountCard";

/**
 * `/download-mobile-app` (§2). Hearth has no store app of its own: on a phone it is used in the
 * browser, added to the home screen like an app. This page says how, for both platforms.
 */
export default function DownloadMobileAppPage() {
  return (
    <AccountCard title="Hearth on your phone" subtitle="Use Hearth from your phone's home screen, like an app.">
      <Typography variant="h2" sx={{ fontSize: "1.1rem", mt: 1 }}>
        iPhone and iPad
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Open {window.location.origin} in Safari, tap Share, then “Add to Home Screen”.
      </Typography>
      <Typography variant="h2" sx={{ fontSize: "1.1rem" }}>
        Android
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Open {window.location.origin} in Chrome, open the menu, then “Add to Home screen” or “Install app”.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to sign in
      </Button>
    </AccountCard>
  );
}

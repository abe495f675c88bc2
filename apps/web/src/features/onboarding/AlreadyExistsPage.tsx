import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { AccountCard } from "../account/AccountCard";

/** `/onboarding/already-exists` (§2): the e-mail used to sign up already has an account. */
export default function AlreadyExistsPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AccountCard title="You already have an account">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {email ? `${email} already` : "This e-mail address already"} belongs to a Hearth account. Sign in with it, or
        use “Forgot your password?” on the sign-in page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to sign in
      </Button>
    </AccountCard>
  );
}

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import LogoutIcon from "@mui/icons-material/Logout";
import { useSignOut } from "../session/useSignOut";

/** "Sign out", with the reason shown when the server could not be told. */
export function SignOutButton() {
  const { signOut, signingOut, error, dismissError } = useSignOut();
  return (
    <>
      <Button color="inherit" startIcon={<LogoutIcon />} loading={signingOut} onClick={() => void signOut()}>
        Sign out
      </Button>
      <Snackbar
        open={error !== null}
        onClose={dismissError}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="error" onClose={dismissError} variant="filled">
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import { messageOf } from "../../lib/errors";

/** A query that failed: what could not be loaded, in the server's words, and a retry. */
export function LoadError({
  what,
  error,
  onRetry,
  sx,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {what} could not be loaded: {messageOf(error)}
    </Alert>
  );
}

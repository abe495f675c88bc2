import Alert from "@mui/material/Alert";
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED } from "./collabConnection";
import type { ConnectionStatus } from "./collabConnection";

/**
 * Why a live document's connection ended for good (the server closed it with 4400–4499), in the words
 * of the screen that shows it: no access, a session that ended, or the server's own reason and code.
 */
export function RefusedNotice({
  status,
  noAccess,
  signedOut,
  closed,
}: {
  status: Extract<ConnectionStatus, { kind: "refused" }>;
  noAccess: string;
  signedOut: string;
  /** The start of the sentence that gives the server's reason, e.g. "The note's connection was closed". */
  closed: string;
}) {
  if (status.code === CLOSE_FORBIDDEN) return <Alert severity="warning">{noAccess}</Alert>;
  if (status.code === CLOSE_UNAUTHENTICATED) return <Alert severity="warning">{signedOut}</Alert>;
  return (
    <Alert severity="error">
      {closed}
      {status.reason ? `: ${status.reason}` : ""} (code {status.code}).
    </Alert>
  );
}

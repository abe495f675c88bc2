import Alert from "@mui/material/Alert";
import type { ConnectionStatus } from "./collabConnection";

/**
 * Why a collaborative editor's connection is paused (the server closed it with 4429: more was sent at once
 * than it accepts from one page) and that it comes back by itself; nothing typed is lost meanwhile.
 */
export function PausedNotice({
  status,
  what,
}: {
  status: Extract<ConnectionStatus, { kind: "paused" }>;
  what: string;
}) {
  const seconds = Math.round(status.retryInMs / 1000);
  return (
    <Alert severity="warning" role="status">
      The server paused {what}&apos;s connection: this page sent more at once than it accepts. It reconnects in about{" "}
      {seconds} seconds; what you typed stays on this page and is saved then.
    </Alert>
  );
}

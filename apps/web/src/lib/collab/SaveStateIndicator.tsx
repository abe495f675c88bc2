import { useSyncExternalStore } from "react";
import type { ReactElement } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CloudDoneIcon from "@mui/icons-material/CloudDone";
import CloudOffIcon from "@mui/icons-material/CloudOff";
import CloudSyncIcon from "@mui/icons-material/CloudSync";
import LockIcon from "@mui/icons-material/Lock";
import VisibilityIcon from "@mui/icons-material/Visibility";
import type { CollabConnection, ConnectionSnapshot } from "./collabConnection";

type View = { label: string; color: "success" | "default" | "warning"; icon: ReactElement };

/** What the person sees about their typing: stored, on its way, or waiting for the connection. */
export function saveStateView(snapshot: ConnectionSnapshot, synced: boolean, readOnly: boolean): View {
  if (snapshot.status.kind === "paused" && !readOnly)
    return {
      label: "Paused — your changes will be saved when it reconnects",
      color: "warning",
      icon: <CloudOffIcon />,
    };
  if (snapshot.saved === "offline" || (snapshot.status.kind === "offline" && !readOnly)) {
    return {
      label: "Offline — your changes will be saved when the connection returns",
      color: "warning",
      icon: <CloudOffIcon />,
    };
  }
  if (snapshot.saved === "saving") return { label: "Saving…", color: "default", icon: <CloudSyncIcon /> };
  if (!synced) return { label: "Connecting…", color: "default", icon: <CloudSyncIcon /> };
  if (snapshot.locked) return { label: "Locked", color: "default", icon: <LockIcon /> };
  if (readOnly) return { label: "Read-only", color: "default", icon: <VisibilityIcon /> };
  return { label: "Saved", color: "success", icon: <CloudDoneIcon /> };
}

/** "Saved" / "Saving…" / "Offline — …", announced politely to screen readers as it changes. */
export function SaveStateIndicator(props: { connection: CollabConnection; synced: boolean; readOnly: boolean }) {
  const snapshot = useSyncExternalStore(props.connection.subscribe, props.connection.getSnapshot);
  const view = saveStateView(snapshot, props.synced, props.readOnly);
  return (
    <Box role="status" aria-live="polite" aria-label="Save state">
      <Chip icon={view.icon} label={view.label} color={view.color} variant="outlined" size="small" />
    </Box>
  );
}

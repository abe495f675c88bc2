import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import CloudDoneIcon from "@mui/icons-material/CloudDone";
import CloudOffIcon from "@mui/icons-material/CloudOff";
import CloudSyncIcon from "@mui/icons-material/CloudSync";
import type { ConnectionStatus, Participant } from "./collabConnection";

const STATUS_VIEW = {
  connected: { label: "Connected", color: "success", icon: <CloudDoneIcon /> },
  connecting: { label: "Connecting…", color: "default", icon: <CloudSyncIcon /> },
  offline: { label: "Offline", color: "warning", icon: <CloudOffIcon /> },
  paused: { label: "Paused — reconnecting shortly", color: "warning", icon: <CloudOffIcon /> },
} as const;

/** "Connected" / "Connecting…" / "Offline" / "Paused", announced politely to screen readers as it changes. */
export function ConnectionIndicator({ status }: { status: Exclude<ConnectionStatus, { kind: "refused" }> }) {
  const view = STATUS_VIEW[status.kind];
  return (
    <Box role="status" aria-live="polite">
      <Chip icon={view.icon} label={view.label} color={view.color} variant="outlined" size="small" />
    </Box>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");

/** Who has this document open right now, from its awareness; each in their cursor colour. */
export function PresenceList({ participants }: { participants: Participant[] }) {
  if (participants.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Who is here"
      sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        Here now:
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
        {participants.map((participant) => (
          <li key={participant.key}>
            <Chip
              size="small"
              variant="outlined"
              avatar={
                <Avatar aria-hidden sx={{ bgcolor: participant.color, color: "#fff !important" }}>
                  {initials(participant.name)}
                </Avatar>
              }
              label={participant.self ? `${participant.name} (you)` : participant.name}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}

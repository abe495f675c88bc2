import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { CLIENT_STATUS_LABELS } from "@hearth/schema";
import type { ClientStatus } from "@hearth/schema";
import { Link as RouterLink } from "react-router";
import { calendarDateText } from "../clientFormat";

export interface DuplicateMatch {
  mrNo: string;
  fullname: string;
  dateOfBirth: string;
  status: ClientStatus;
  location: { name: string };
  inYourLocations: boolean;
}

/**
 * The clients already registered with this name and date of birth: each with a link to their chart
 * (when it is at one of the person's locations), and "Create anyway" for someone who checked that the
 * person at intake is somebody else.
 */
export function DuplicateWarning({
  matches,
  onCreateAnyway,
  busy,
}: {
  matches: readonly DuplicateMatch[];
  /** Absent while the form still has problems: nothing could be created yet. */
  onCreateAnyway?: () => void;
  busy: boolean;
}) {
  return (
    <Alert
      severity="warning"
      aria-label="Possible duplicate"
      sx={{ mb: 3 }}
      action={
        onCreateAnyway && (
          <Button color="inherit" size="small" onClick={onCreateAnyway} disabled={busy}>
            Create anyway
          </Button>
        )
      }
    >
      <AlertTitle>Possible duplicate</AlertTitle>
      {matches.length === 1 ? "A client" : `${matches.length} clients`} with this name and date of birth{" "}
      {matches.length === 1 ? "is" : "are"} already registered. Open their chart instead, or create a new record if this
      is someone else.
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {matches.map((m) => (
          <li key={m.mrNo}>
            {m.inYourLocations ? (
              <Link component={RouterLink} to={`/clients/${encodeURIComponent(m.mrNo)}`}>
                {m.mrNo}
              </Link>
            ) : (
              m.mrNo
            )}{" "}
            · {m.fullname} · DOB {calendarDateText(m.dateOfBirth)} · {CLIENT_STATUS_LABELS[m.status]} ·{" "}
            {m.location.name}
            {m.inYourLocations ? "" : " (not one of your locations)"}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

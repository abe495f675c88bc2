import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import PersonRemoveIcon from "@mui/icons-material/PersonRemove";
import { Link as RouterLink } from "react-router";
import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES } from "@hearth/schema";
import type { AttendanceStatus } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { useShell } from "../../app/shell/ShellState";
import { displayTime } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { AddClientDialog } from "./AddClientDialog";
import type { GroupNoteView } from "./groupNoteView";
import { countAttendance } from "./noteSummary";

const SetAttendanceMutation = graphql(`
  mutation SetGroupAttendance($sessionId: ID!, $clientId: ID!, $status: AttendanceStatus, $minutesAttended: Int) {
    setAttendance(sessionId: $sessionId, clientId: $clientId, status: $status, minutesAttended: $minutesAttended) {
      id
      status
      minutesAttended
      checkedInAt
      checkInMethod
      updatedAt
    }
  }
`);

const BulkCheckInMutation = graphql(`
  mutation BulkGroupCheckIn($sessionId: ID!, $clientIds: [ID!]!) {
    bulkCheckIn(sessionId: $sessionId, clientIds: $clientIds) {
      id
      status
      minutesAttended
      checkedInAt
      checkInMethod
      updatedAt
    }
  }
`);

const RemoveClientMutation = graphql(`
  mutation RemoveSessionClient($sessionId: ID!, $clientId: ID!) {
    removeSessionClient(sessionId: $sessionId, clientId: $clientId) {
      ...GroupNoteView_note
    }
  }
`);

const METHOD_LABELS = { staff: "by staff", bulk: "bulk check-in", self: "self check-in" } as const;

/**
 * The session's roster: attendance, minutes and check-in per client, bulk check-in and roster
 * changes. Every control follows the server's permissions; the server decides again. After a
 * change the note is read again (counts, and which clients get an individual note).
 */
export function AttendancePanel({ note }: { note: GroupNoteView }) {
  const { notify } = useShell();
  const { session, attendance, permissions } = note;
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const refresh = { refetchQueries: ["GroupNoteView"] };
  const [setAttendance] = useMutation(SetAttendanceMutation, refresh);
  const [bulkCheckIn, bulk] = useMutation(BulkCheckInMutation, refresh);
  const [removeClient] = useMutation(RemoveClientMutation);
  const manage = permissions.manageAttendance;
  const counts = countAttendance(attendance);

  const run = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work();
    } catch (error) {
      notify(`${failure}: ${messageOf(error)}`, "error");
    }
  };
  const mark = (clientId: string, status: AttendanceStatus | null, minutesAttended?: number | null) =>
    run(() => setAttendance({ variables: { sessionId: session.id, clientId, status, minutesAttended } }), "Attendance could not be saved");
  const checkInSelected = () =>
    run(async () => {
      await bulkCheckIn({ variables: { sessionId: session.id, clientIds: selected } });
      notify(`${selected.length} checked in`, "success");
      setSelected([]);
    }, "Check-in failed");

  const toggle = (clientId: string) => setSelected((current) => (current.includes(clientId) ? current.filter((id) => id !== clientId) : [...current, clientId]));
  const allIds = attendance.map((entry) => entry.client.id);

  return (
    <Box component="section" aria-labelledby="attendance-heading" sx={{ mb: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Typography id="attendance-heading" component="h2" variant="h5" sx={{ flex: 1 }}>
          Attendance
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {counts.roster} on the roster · {counts.attended} attended · {counts.absent} absent or excused · {counts.unmarked} not marked
        </Typography>
        {permissions.checkIn && (
          <Button size="small" variant="outlined" startIcon={<HowToRegIcon />} disabled={selected.length === 0 || bulk.loading} onClick={() => void checkInSelected()}>
            Check in selected
          </Button>
        )}
        {manage && (
          <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            Add client
          </Button>
        )}
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="attendance-heading">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  disabled={!permissions.checkIn || attendance.length === 0}
                  checked={attendance.length > 0 && selected.length === attendance.length}
                  indeterminate={selected.length > 0 && selected.length < attendance.length}
                  onChange={(event) => setSelected(event.target.checked ? allIds : [])}
                  slotProps={{ input: { "aria-label": "Select all clients" } }}
                />
              </TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Attendance</TableCell>
              <TableCell>Minutes</TableCell>
              <TableCell>Checked in</TableCell>
              <TableCell aria-label="Remove" />
            </TableRow>
          </TableHead>
          <TableBody>
            {attendance.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  <Typography color="text.secondary">Nobody is on this session's roster yet.</Typography>
                </TableCell>
              </TableRow>
            )}
            {attendance.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    disabled={!permissions.checkIn}
                    checked={selected.includes(entry.client.id)}
                    onChange={() => toggle(entry.client.id)}
                    slotProps={{ input: { "aria-label": `Select ${entry.client.fullname}` } }}
                  />
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={`/clients/${entry.client.mrNo}`}>
                    {entry.client.fullname}
                  </Link>
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={!manage}
                    value={entry.status ?? ""}
                    onChange={(event) => void mark(entry.client.id, (event.target.value || null) as AttendanceStatus | null)}
                    slotProps={{ select: { displayEmpty: true }, htmlInput: { "aria-label": `Attendance of ${entry.client.fullname}` } }}
                  >
                    <MenuItem value="">
                      <em>Not marked</em>
                    </MenuItem>
                    {ATTENDANCE_STATUSES.map((status) => (
                      <MenuItem key={status} value={status}>
                        {ATTENDANCE_LABELS[status]}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell sx={{ width: 110 }}>
                  <MinutesField
                    key={`${entry.id}-${entry.minutesAttended ?? ""}`}
                    label={`Minutes attended by ${entry.client.fullname}`}
                    value={entry.minutesAttended}
                    disabled={!manage || entry.status === null}
                    onCommit={(minutes) => void mark(entry.client.id, entry.status, minutes)}
                  />
                </TableCell>
                <TableCell>
                  {entry.checkedInAt ? (
                    <Typography variant="body2">
                      {displayTime(entry.checkedInAt)}
                      {entry.checkInMethod && (
                        <Typography component="span" variant="caption" color="text.secondary">
                          {` (${METHOD_LABELS[entry.checkInMethod]})`}
                        </Typography>
                      )}
                    </Typography>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      —
                    </Typography>
                  )}
                </TableCell>
                <TableCell padding="checkbox">
                  {manage && entry.status === null && (
                    <Tooltip title="Remove from this session">
                      <IconButton
                        size="small"
                        aria-label={`Remove ${entry.client.fullname}`}
                        onClick={() => void run(() => removeClient({ variables: { sessionId: session.id, clientId: entry.client.id } }), "The client could not be removed")}
                      >
                        <PersonRemoveIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding && <AddClientDialog sessionId={session.id} locationId={session.location.id} exclude={allIds} onClose={() => setAdding(false)} />}
    </Box>
  );
}

/** Minutes attended, saved when the field is left or Enter is pressed (not on every keystroke). */
function MinutesField(props: { label: string; value: number | null; disabled: boolean; onCommit: (minutes: number | null) => void }) {
  const [text, setText] = useState(props.value === null ? "" : String(props.value));
  const commit = () => {
    const minutes = text.trim() === "" ? null : Number(text);
    if (minutes !== props.value && (minutes === null || Number.isInteger(minutes))) props.onCommit(minutes);
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={props.disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === "Enter" && commit()}
      slotProps={{ htmlInput: { "aria-label": props.label, min: 0, max: 1440 } }}
    />
  );
}

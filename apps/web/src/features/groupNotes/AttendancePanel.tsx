import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
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
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import PersonRemoveIcon from "@mui/icons-material/PersonRemove";
import PrintIcon from "@mui/icons-material/Print";
import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES } from "@hearth/schema";
import type { AttendanceStatus } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { useShell } from "../../app/shell/ShellState";
import { ClientIdentity, clientLabel } from "../../lib/ClientIdentity";
import { displayTime } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { AddClientDialog } from "./AddClientDialog";
import type { GroupNoteView } from "./groupNoteView";
import { countAttendance } from "./noteSummary";
import { clientCopyPath } from "./print/printFilter";

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
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const { session, attendance, permissions } = note;
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const refresh = { refetchQueries: ["GroupNoteView"] };
  const [setAttendance] = useMutation(SetAttendanceMutation, refresh);
  const [bulkCheckIn, bulk] = useMutation(BulkCheckInMutation, refresh);
  const [removeClient] = useMutation(RemoveClientMutation);
  const manage = permissions.manageAttendance;
  // The roster may change before check-in opens; attendance marks wait for it (the server decides both).
  const manageRoster = permissions.manageRoster;
  const counts = countAttendance(attendance);

  const run = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work();
    } catch (error) {
      notify(`${failure}: ${messageOf(error)}`, "error");
    }
  };
  const mark = (clientId: string, status: AttendanceStatus | null, minutesAttended?: number | null) =>
    run(
      () => setAttendance({ variables: { sessionId: session.id, clientId, status, minutesAttended } }),
      "Attendance could not be saved",
    );
  const checkInSelected = () =>
    run(async () => {
      await bulkCheckIn({ variables: { sessionId: session.id, clientIds: selected } });
      notify(`${selected.length} checked in`, "success");
      setSelected([]);
    }, "Check-in failed");

  const toggle = (clientId: string) =>
    setSelected((current) =>
      current.includes(clientId) ? current.filter((id) => id !== clientId) : [...current, clientId],
    );
  const allIds = attendance.map((entry) => entry.client.id);

  // One client's controls, laid out as a table row on wide screens and as a card on a phone.
  type Entry = (typeof attendance)[number];
  const selectBox = (entry: Entry) => (
    <Checkbox
      disabled={!permissions.checkIn}
      checked={selected.includes(entry.client.id)}
      onChange={() => toggle(entry.client.id)}
      slotProps={{ input: { "aria-label": `Select ${clientLabel(entry.client)}` } }}
    />
  );
  const statusField = (entry: Entry) => (
    <TextField
      select
      size="small"
      fullWidth
      disabled={!manage}
      value={entry.status ?? ""}
      onChange={(event) => void mark(entry.client.id, (event.target.value || null) as AttendanceStatus | null)}
      slotProps={{
        select: { displayEmpty: true },
        htmlInput: { "aria-label": `Attendance of ${clientLabel(entry.client)}` },
      }}
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
  );
  const minutesField = (entry: Entry) => (
    <MinutesField
      // The table's header names the column; a card names the field.
      visibleLabel={narrow ? "Minutes" : undefined}
      key={entry.id}
      label={`Minutes attended by ${clientLabel(entry.client)}`}
      value={entry.minutesAttended}
      disabled={!manage || entry.status === null}
      onCommit={(minutes) => void mark(entry.client.id, entry.status, minutes)}
    />
  );
  const actions = (entry: Entry) => (
    <>
      {manageRoster && entry.status === null && (
        <Tooltip title="Remove from this session">
          <IconButton
            size="small"
            aria-label={`Remove ${clientLabel(entry.client)}`}
            onClick={() =>
              void run(
                () => removeClient({ variables: { sessionId: session.id, clientId: entry.client.id } }),
                "The client could not be removed",
              )
            }
          >
            <PersonRemoveIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {permissions.print && note.status !== "draft" && (
        <Tooltip title="Print this client's copy">
          <IconButton
            size="small"
            aria-label={`Print the copy of ${clientLabel(entry.client)}`}
            href={clientCopyPath(note.id, entry.client.id)}
            target="_blank"
            rel="noopener"
          >
            <PrintIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );

  return (
    <Box component="section" aria-labelledby="attendance-heading" sx={{ mb: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Typography id="attendance-heading" component="h2" variant="h5" sx={{ flex: 1 }}>
          Attendance
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {counts.roster} on the roster · {counts.attended} attended · {counts.absent} absent or excused ·{" "}
          {counts.unmarked} not marked
        </Typography>
        {permissions.checkIn && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<HowToRegIcon />}
            disabled={selected.length === 0 || bulk.loading}
            onClick={() => void checkInSelected()}
          >
            Check in selected
          </Button>
        )}
        {manageRoster && (
          <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            Add client
          </Button>
        )}
      </Box>
      {attendance.length === 0 ? (
        <Typography color="text.secondary">Nobody is on this session's roster yet.</Typography>
      ) : narrow ? (
        // A phone has no room for six columns: one card per client, every control in reach.
        <Box
          component="ul"
          aria-labelledby="attendance-heading"
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
        >
          {attendance.map((entry) => (
            <Paper key={entry.id} component="li" variant="outlined" sx={{ p: 1.5, display: "grid", gap: 1 }}>
              <Box sx={{ display: "flex", alignItems: "flex-start", gap: 0.5 }}>
                {selectBox(entry)}
                <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
                  <ClientIdentity client={entry.client} link />
                </Box>
                {actions(entry)}
              </Box>
              <Box sx={{ display: "grid", gridTemplateColumns: "1fr 96px", gap: 1 }}>
                {statusField(entry)}
                {minutesField(entry)}
              </Box>
              <Typography variant="body2" color="text.secondary">
                Checked in: <CheckedIn entry={entry} />
              </Typography>
            </Paper>
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="attendance-heading">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    disabled={!permissions.checkIn}
                    checked={selected.length === attendance.length}
                    indeterminate={selected.length > 0 && selected.length < attendance.length}
                    onChange={(event) => setSelected(event.target.checked ? allIds : [])}
                    slotProps={{ input: { "aria-label": "Select all clients" } }}
                  />
                </TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Attendance</TableCell>
                <TableCell>Minutes</TableCell>
                <TableCell>Checked in</TableCell>
                <TableCell aria-label="Actions" />
              </TableRow>
            </TableHead>
            <TableBody>
              {attendance.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell padding="checkbox">{selectBox(entry)}</TableCell>
                  <TableCell>
                    <ClientIdentity client={entry.client} link />
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{statusField(entry)}</TableCell>
                  <TableCell sx={{ width: 110 }}>{minutesField(entry)}</TableCell>
                  <TableCell>
                    <Typography variant="body2" component="span">
                      <CheckedIn entry={entry} />
                    </Typography>
                  </TableCell>
                  <TableCell padding="checkbox">{actions(entry)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {adding && (
        <AddClientDialog
          sessionId={session.id}
          locationId={session.location.id}
          exclude={allIds}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}

/** When and how the client checked in, or a dash. */
function CheckedIn({
  entry,
}: {
  entry: { checkedInAt?: string | null; checkInMethod?: keyof typeof METHOD_LABELS | null };
}) {
  if (!entry.checkedInAt) return <>—</>;
  return (
    <>
      {displayTime(entry.checkedInAt)}
      {entry.checkInMethod && (
        <Typography component="span" variant="caption" color="text.secondary">
          {` (${METHOD_LABELS[entry.checkInMethod]})`}
        </Typography>
      )}
    </>
  );
}

/** Minutes attended, saved when the field is left or Enter is pressed (not on every keystroke). */
export function MinutesField(props: {
  label: string;
  visibleLabel?: string;
  value: number | null;
  disabled: boolean;
  onCommit: (minutes: number | null) => void;
}) {
  const textOf = (value: number | null) => (value === null ? "" : String(value));
  const [text, setText] = useState(textOf(props.value));
  // The server's value shows when it changes (a colleague's entry, a live refresh), except while the person
  // is typing here: a refresh arriving between two keystrokes must not take what they typed.
  const [shown, setShown] = useState(props.value);
  const [typing, setTyping] = useState(false);
  if (props.value !== shown) {
    setShown(props.value);
    if (!typing) setText(textOf(props.value));
  }
  const commit = () => {
    const minutes = text.trim() === "" ? null : Number(text);
    if (minutes !== props.value && (minutes === null || Number.isInteger(minutes))) props.onCommit(minutes);
  };
  return (
    <TextField
      size="small"
      type="number"
      label={props.visibleLabel}
      value={text}
      disabled={props.disabled}
      onChange={(event) => {
        setTyping(true);
        setText(event.target.value);
      }}
      onBlur={() => {
        setTyping(false);
        commit();
      }}
      onKeyDown={(event) => event.key === "Enter" && commit()}
      slotProps={{ htmlInput: { "aria-label": props.label, min: 0, max: 1440 } }}
    />
  );
}

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import NoteAddIcon from "@mui/icons-material/NoteAdd";
import { displayDate, displayTime } from "../../lib/dates";
import type { GroupNoteView } from "./groupNoteView";
import { NOTE_STATUS_LABELS } from "./NoteStatusChip";

const at = (instant: string) => `${displayDate(instant)} ${displayTime(instant)}`;

/** Signed addenda of an approved note, oldest first, each with its own hash. */
export function AddendaPanel({ note, onAdd }: { note: GroupNoteView; onAdd: () => void }) {
  if (note.status !== "approved" && note.addendums.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="addenda-heading" sx={{ p: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", mb: 1 }}>
        <Typography id="addenda-heading" component="h2" variant="h6" sx={{ flex: 1 }}>
          Addenda
        </Typography>
        {note.permissions.addAddendum && (
          <Button size="small" startIcon={<NoteAddIcon />} onClick={onAdd}>
            Add addendum
          </Button>
        )}
      </Box>
      {note.addendums.length === 0 && <Typography color="text.secondary">No addenda</Typography>}
      <List dense disablePadding>
        {note.addendums.map((addendum) => (
          <ListItem key={addendum.id} disableGutters sx={{ display: "block" }}>
            <Typography sx={{ whiteSpace: "pre-wrap" }}>{addendum.text}</Typography>
            <Typography variant="caption" color="text.secondary">
              {addendum.author.fullname} · {at(addendum.signedAt)} · hash{" "}
              <code title={addendum.contentHash}>{addendum.contentHash.slice(0, 12)}</code>
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Every change of status, with who made it and the kick-back comments. */
export function HistoryPanel({ note }: { note: GroupNoteView }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="history-heading" sx={{ p: 2 }}>
      <Typography id="history-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Status history
      </Typography>
      {note.history.length === 0 && <Typography color="text.secondary">Draft since the session was created</Typography>}
      <List dense disablePadding>
        {note.history.map((change) => (
          <ListItem key={change.id} disableGutters>
            <ListItemText
              primary={`${change.from ? `${NOTE_STATUS_LABELS[change.from]} → ` : ""}${NOTE_STATUS_LABELS[change.to]}`}
              secondary={`${at(change.at)}${change.actor ? ` · ${change.actor.fullname}` : ""}${change.comment ? ` · “${change.comment}”` : ""}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { graphql } from "../../../__generated__";
import type { SignedNoteView_ContentFragment, SignedNoteView_NoteFragment } from "../../../__generated__/graphql";
import { ClientIdentity, clientLabel } from "../../../lib/ClientIdentity";
import { DATE_FORMAT, formatDate, timeZoneLabel, userTimeZone } from "../../../lib/dates";
import {
  AddendumList,
  AttendanceTable,
  HashText,
  NoteSection,
  SessionFacts,
  SignatureTable,
  StoredHtml,
} from "./NoteSections";
import { NOTE_STATUS_LABELS, attendanceLabel, timeSpanText } from "./signedNoteFormat";

// Lean on purpose: the gateway prices each nested level (graphql-armor cost, ×1.5 per level and
// per fragment spread), and a print page asks for many whole notes at once. Nested references
// carry no ids where nothing keys on them.
export const SignedNoteViewNoteFragment = graphql(`
  fragment SignedNoteView_note on GroupNote {
    id
    status
    late
    contentHash
    session {
      id
      groupName
      programName
      serviceCode
      startsAt
      endsAt
      durationMinutes
      topic
      location {
        name
      }
      room {
        name
      }
      facilitator {
        fullname
      }
      coFacilitators {
        fullname
      }
    }
    attendance {
      id
      status
      minutesAttended
      checkedInAt
      checkInMethod
      client {
        id
        mrNo
        fullname
        dateOfBirth
      }
    }
    signatures {
      id
      role
      method
      revision
      signedAt
      voidedAt
      voidReason
      signer {
        fullname
      }
    }
    addendums {
      id
      html
      contentHash
      method
      signedAt
      author {
        fullname
      }
    }
  }
`);

export const SignedNoteViewContentFragment = graphql(`
  fragment SignedNoteView_content on GroupNoteContent {
    sealed
    contentHash
    narrative {
      html
      empty
    }
    clients {
      entry {
        id
        status
        client {
          id
          mrNo
          fullname
          dateOfBirth
        }
      }
      content {
        html
        empty
      }
    }
  }
`);

export interface SignedNoteViewProps {
  note: SignedNoteView_NoteFragment;
  content: SignedNoteView_ContentFragment;
  /** A client's chart: only this client's attendance and individual note, nobody else's. */
  clientId?: string;
  /** "document" for print pages (one column, session facts first); "split" puts text left and the record right. */
  layout?: "document" | "split";
  /** Whether to show the session facts block (print pages do; a review pane has its own header). */
  showFacts?: boolean;
}

/**
 * A group note as signed: the stored snapshot's text (narrative and each attending client's note),
 * attendance, signatures with role, method and time, addenda, status and the content hash. Never
 * the live document: everything here comes from what the server rendered and stored at signing.
 */
export function SignedNoteView({
  note,
  content,
  clientId,
  layout = "document",
  showFacts = true,
}: SignedNoteViewProps) {
  const zone = userTimeZone();
  const attendance = clientId ? note.attendance.filter((entry) => entry.client.id === clientId) : note.attendance;
  const clientNotes = clientId ? content.clients.filter((item) => item.entry.client.id === clientId) : content.clients;
  const date = formatDate(note.session.startsAt, DATE_FORMAT.display, zone);
  const time = `${timeSpanText(note.session.startsAt, note.session.endsAt, zone)} ${timeZoneLabel(zone)}`;

  const text = (
    <Box>
      <NoteSection title="Group narrative">
        <StoredHtml html={content.narrative.html} empty={content.narrative.empty} />
      </NoteSection>
      <NoteSection title={clientId ? "Individual note" : "Individual notes"}>
        {clientNotes.map((item) => (
          <Box
            key={item.entry.id}
            component="article"
            aria-label={`Note for ${clientLabel(item.entry.client)}`}
            sx={{ mb: 2, breakInside: "avoid-page" }}
          >
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <ClientIdentity client={item.entry.client} />{" "}
              <Typography component="span" variant="body2" color="text.secondary">
                ({attendanceLabel(item.entry.status)})
              </Typography>
            </Typography>
            <StoredHtml html={item.content.html} empty={item.content.empty} />
          </Box>
        ))}
        {clientNotes.length === 0 && (
          <Typography color="text.secondary">
            {clientId
              ? `${attendanceLabel(attendance[0]?.status)} — no individual note`
              : "No client attended this session."}
          </Typography>
        )}
      </NoteSection>
    </Box>
  );

  const attendanceBlock = (
    <NoteSection title="Attendance">
      <AttendanceTable entries={attendance} />
    </NoteSection>
  );
  const signing = (
    <Box>
      {content.sealed ? (
        <NoteSection title="Signatures">
          <SignatureTable signatures={note.signatures} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            Status: {NOTE_STATUS_LABELS[note.status]}
            {note.late ? " (late entry)" : ""}
          </Typography>
          {(content.contentHash ?? note.contentHash) && (
            <HashText label="Content hash (SHA-256)" hash={(content.contentHash ?? note.contentHash)!} />
          )}
        </NoteSection>
      ) : (
        <Alert severity="info" sx={{ mb: 3 }}>
          Draft — not signed yet
        </Alert>
      )}
      {note.addendums.length > 0 && (
        <NoteSection title="Addenda">
          <AddendumList addendums={note.addendums} />
        </NoteSection>
      )}
    </Box>
  );

  return (
    <Box>
      {showFacts && <SessionFacts note={note} date={date} time={time} />}
      {layout === "split" ? (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "minmax(0, 3fr) minmax(0, 2fr)" }, gap: 3 }}>
          {text}
          <Box>
            {attendanceBlock}
            {signing}
          </Box>
        </Box>
      ) : (
        <>
          {attendanceBlock}
          {text}
          {signing}
        </>
      )}
    </Box>
  );
}

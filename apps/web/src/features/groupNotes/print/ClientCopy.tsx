import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CLIENT_COPY_NARRATIVE_LABELS } from "@hearth/schema";
import { graphql } from "../../../__generated__";
import type { GroupNoteClientCopyQuery } from "../../../__generated__/graphql";
import { PageLoading } from "../../../app/pages/PageLoading";
import { ClientIdentity } from "../../../lib/ClientIdentity";
import { DATE_FORMAT, formatDate, timeZoneLabel, userTimeZone } from "../../../lib/dates";
import { errorCodeOf } from "../../../lib/errors";
import {
  AddendumList,
  AttendanceTable,
  HashText,
  NoteSection,
  SessionFacts,
  SignatureTable,
  StoredHtml,
} from "./NoteSections";
import { ONLY_SIGNED_MESSAGE, PrintMessage, printErrorText } from "./PrintedNote";
import { PrintHeader } from "../../../app/pages/PrintHeader";
import { NOTE_STATUS_LABELS, attendanceLabel, timeSpanText } from "./signedNoteFormat";

// The same fields SignedNoteView's fragment selects, so the print sections take them as they are.
const ClientCopyQuery = graphql(`
  query GroupNoteClientCopy($id: ID!, $clientId: ID!) {
    groupNoteClientCopy(id: $id, clientId: $clientId) {
      header {
        ...PrintHeader_header
      }
      noteId
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
      entry {
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
      content {
        html
        empty
      }
      narrativeMode
      narrative {
        html
        empty
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
      withheldAddendums
      redisclosureNotice
    }
  }
`);

type Copy = GroupNoteClientCopyQuery["groupNoteClientCopy"];

/**
 * One client's copy of a signed group note (`/exportPrint/groupNotesExport/:id?clientId=`): their
 * attendance and individual note, the narrative as the organization's setting has it, and the
 * 42 CFR Part 2 redisclosure notice. The server leaves every other client out; this page shows
 * what it was given.
 */
export function ClientCopy({ noteId, clientId }: { noteId: string; clientId: string }) {
  const { data, loading, error, refetch } = useQuery(ClientCopyQuery, {
    variables: { id: noteId, clientId },
    fetchPolicy: "network-only",
  });
  if (loading && !data) return <PageLoading label="Loading the client's copy" />;
  if (error && errorCodeOf(error) === "CONFLICT") return <PrintMessage>{ONLY_SIGNED_MESSAGE}</PrintMessage>;
  if (error && errorCodeOf(error) === "NOT_FOUND")
    return <PrintMessage severity="warning">This client's copy does not exist, or you may not see it.</PrintMessage>;
  if (error || !data)
    return (
      <PrintMessage severity="error" onRetry={() => void refetch()}>
        {printErrorText("The client's copy", error)}
      </PrintMessage>
    );
  return <ClientCopyDocument copy={data.groupNoteClientCopy} />;
}

function ClientCopyDocument({ copy }: { copy: Copy }) {
  const zone = userTimeZone();
  const date = formatDate(copy.session.startsAt, DATE_FORMAT.display, zone);
  const time = `${timeSpanText(copy.session.startsAt, copy.session.endsAt, zone)} ${timeZoneLabel(zone)}`;
  const attended = copy.content !== null && copy.content !== undefined;
  const hash = copy.contentHash;
  return (
    <Box component="article" aria-label={`Client copy: ${copy.session.groupName} on ${date}`}>
      <PrintHeader header={copy.header} />
      <Typography variant="h2" sx={{ fontSize: "1.5rem", mb: 1 }}>
        {copy.session.groupName} — {date}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 600, mb: 2 }}>
        Client copy for <ClientIdentity client={copy.entry.client} />
      </Typography>
      <SessionFacts note={{ session: copy.session, status: copy.status, late: copy.late }} date={date} time={time} />
      <NoteSection title="Attendance">
        <AttendanceTable entries={[copy.entry]} />
      </NoteSection>
      <NoteSection title="Group narrative">
        <NarrativeBlock copy={copy} attended={attended} />
      </NoteSection>
      <NoteSection title="Individual note">
        {attended ? (
          <StoredHtml html={copy.content!.html} empty={copy.content!.empty} />
        ) : (
          <Typography color="text.secondary">{attendanceLabel(copy.entry.status)} — no individual note</Typography>
        )}
      </NoteSection>
      <NoteSection title="Signatures">
        <SignatureTable signatures={copy.signatures} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Status: {NOTE_STATUS_LABELS[copy.status]}
          {copy.late ? " (late entry)" : ""}
        </Typography>
        {hash && <HashText label="Content hash of the complete signed note (SHA-256)" hash={hash} />}
      </NoteSection>
      {(copy.addendums.length > 0 || copy.withheldAddendums > 0) && (
        <NoteSection title="Addenda">
          <AddendumList addendums={copy.addendums} />
          {copy.withheldAddendums > 0 && (
            <Typography color="text.secondary">
              {copy.withheldAddendums === 1
                ? "1 addendum to the group note is"
                : `${copy.withheldAddendums} addenda to the group note are`}{" "}
              not included in a client's copy.
            </Typography>
          )}
        </NoteSection>
      )}
      <RedisclosureNotice text={copy.redisclosureNotice} />
    </Box>
  );
}

function NarrativeBlock({ copy, attended }: { copy: Copy; attended: boolean }) {
  const quiet = (text: string) => <Typography color="text.secondary">{text}</Typography>;
  if (!attended) return quiet("Not included: the client did not attend this session.");
  if (copy.narrativeMode === "omitted" || !copy.narrative)
    return quiet("Not included in a client's copy (organization setting).");
  return (
    <>
      <StoredHtml html={copy.narrative.html} empty={copy.narrative.empty} />
      {copy.narrativeMode === "redacted" && (
        <Typography variant="caption" color="text.secondary" component="p">
          {CLIENT_COPY_NARRATIVE_LABELS.redacted} (organization setting).
        </Typography>
      )}
    </>
  );
}

/** 42 CFR §2.32: every disclosure of a Part 2 record carries this notice, on the paper itself. */
function RedisclosureNotice({ text }: { text: string }) {
  return (
    <Box
      component="aside"
      aria-label="42 CFR Part 2 redisclosure notice"
      sx={{ mt: 3, p: 2, border: 2, borderColor: "text.primary", breakInside: "avoid-page" }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Notice of redisclosure (42 CFR Part 2)
      </Typography>
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

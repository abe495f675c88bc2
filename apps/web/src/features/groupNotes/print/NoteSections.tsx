import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { SignedNoteView_NoteFragment } from "../../../__generated__/graphql";
import { ClientIdentity } from "../../../lib/ClientIdentity";
import { LateEntryChip } from "../LateEntryChip";
import {
  NOTE_STATUS_LABELS,
  SIGNATURE_METHOD_LABELS,
  SIGNATURE_ROLE_LABELS,
  attendanceLabel,
  checkInText,
  minutesText,
  signedAtText,
} from "./signedNoteFormat";

type Note = SignedNoteView_NoteFragment;

/** A titled block of the note; `level` keeps the page's heading outline in order. */
export function NoteSection({ title, level = 3, children }: { title: string; level?: 3 | 4; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3, breakInside: "avoid-page" }}>
      <Typography component={`h${level}`} variant={level === 3 ? "h6" : "subtitle1"} sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Rich text as the server rendered and stored it when the note was signed. The API builds this
 * HTML from fixed tag tables and escapes every string (packages/richtext), so it is safe to insert.
 */
export function StoredHtml({ html, empty }: { html: string; empty: boolean }) {
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ fontStyle: "italic" }}>
        Nothing was written.
      </Typography>
    );
  }
  return (
    <Box
      className="stored-html"
      sx={{
        "& p": { m: 0, mb: 1 },
        "& h1, & h2, & h3, & h4, & h5, & h6": { fontSize: "1rem", fontWeight: 600, m: 0, mt: 1.5, mb: 0.5 },
        "& blockquote": { m: 0, mb: 1, pl: 2, borderLeft: 3, borderColor: "divider" },
        lineHeight: 1.6,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** Where, when, who: the session's facts at the top of a printed note. */
export function SessionFacts({
  note,
  date,
  time,
}: {
  note: Pick<Note, "session" | "status" | "late">;
  date: string;
  time: string;
}) {
  const { session } = note;
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "max-content 1fr", sm: "max-content 1fr max-content 1fr" },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: 3,
      }}
    >
      <Fact label="Location">{session.location.name}</Fact>
      <Fact label="Group">{session.groupName}</Fact>
      <Fact label="Program">{session.programName}</Fact>
      <Fact label="Service code">{session.serviceCode ?? "—"}</Fact>
      <Fact label="Date">{date}</Fact>
      <Fact label="Time">{time}</Fact>
      <Fact label="Duration">{minutesText(session.durationMinutes)}</Fact>
      <Fact label="Room">{session.room?.name ?? "—"}</Fact>
      <Fact label="Facilitator">{session.facilitator.fullname}</Fact>
      <Fact label="Co-facilitators">{session.coFacilitators.map((c) => c.fullname).join(", ") || "—"}</Fact>
      <Fact label="Topic">{session.topic ?? "—"}</Fact>
      <Fact label="Status">
        {NOTE_STATUS_LABELS[note.status]}
        {note.late ? " (late entry)" : ""}
      </Fact>
    </Box>
  );
}

/** Status chip plus the late flag, for headers and review panes. */
export function NoteStatusChips({ note }: { note: Pick<Note, "status" | "late"> }) {
  return (
    <Box sx={{ display: "inline-flex", gap: 1 }}>
      <Chip
        size="small"
        label={NOTE_STATUS_LABELS[note.status]}
        color={note.status === "approved" ? "success" : note.status === "submitted" ? "info" : "default"}
      />
      {note.late && <LateEntryChip status={note.status} />}
    </Box>
  );
}

/** Attendance, each client with MR number and date of birth (namesakes share sessions). */
export function AttendanceTable({
  entries,
}: {
  entries: readonly Pick<
    Note["attendance"][number],
    "id" | "client" | "status" | "minutesAttended" | "checkedInAt" | "checkInMethod"
  >[];
}) {
  return (
    <Table size="small" aria-label="Attendance">
      <TableHead>
        <TableRow>
          <TableCell>Client</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Minutes</TableCell>
          <TableCell>Check-in</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>
              <ClientIdentity client={entry.client} />
            </TableCell>
            <TableCell>{attendanceLabel(entry.status)}</TableCell>
            <TableCell>{entry.minutesAttended ?? "—"}</TableCell>
            <TableCell>{checkInText(entry.checkedInAt, entry.checkInMethod)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every signature of the note, voided ones kept and marked: the record shows what was signed and undone. */
export function SignatureTable({ signatures }: { signatures: Note["signatures"] }) {
  if (signatures.length === 0) return <Typography color="text.secondary">No signatures yet.</Typography>;
  return (
    <Table size="small" aria-label="Signatures">
      <TableHead>
        <TableRow>
          <TableCell>Signer</TableCell>
          <TableCell>Role</TableCell>
          <TableCell>Method</TableCell>
          <TableCell>Signed</TableCell>
          <TableCell>Revision</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {signatures.map((signature) => {
          const voided = signature.voidedAt !== null && signature.voidedAt !== undefined;
          return (
            <TableRow key={signature.id} sx={voided ? { "& td": { color: "text.secondary" } } : undefined}>
              <TableCell>
                <Box component="span" sx={voided ? { textDecoration: "line-through" } : undefined}>
                  {signature.signer.fullname}
                </Box>
                {voided && (
                  <Typography variant="caption" component="div">
                    Voided {signedAtText(signature.voidedAt!)}
                    {signature.voidReason ? ` — ${signature.voidReason}` : ""}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{SIGNATURE_ROLE_LABELS[signature.role]}</TableCell>
              <TableCell>{SIGNATURE_METHOD_LABELS[signature.method]}</TableCell>
              <TableCell>{signedAtText(signature.signedAt)}</TableCell>
              <TableCell>{signature.revision}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** A SHA-256 in full: an auditor compares every character. */
export function HashText({ label, hash }: { label: string; hash: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}:{" "}
      </Box>
      <Box component="code" data-testid="content-hash" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
        {hash}
      </Box>
    </Typography>
  );
}

/** Corrections after approval: each its own signed document with its own hash. */
export function AddendumList({ addendums }: { addendums: Note["addendums"] }) {
  return (
    <>
      {addendums.map((addendum) => (
        <Box
          key={addendum.id}
          component="article"
          aria-label={`Addendum by ${addendum.author.fullname}`}
          sx={{ mb: 2, pl: 2, borderLeft: 3, borderColor: "divider" }}
        >
          <Typography variant="body2" color="text.secondary">
            {addendum.author.fullname} · {SIGNATURE_METHOD_LABELS[addendum.method]} · {signedAtText(addendum.signedAt)}
          </Typography>
          <StoredHtml html={addendum.html} empty={addendum.html === ""} />
          <HashText label="Addendum hash (SHA-256)" hash={addendum.contentHash} />
        </Box>
      ))}
    </>
  );
}

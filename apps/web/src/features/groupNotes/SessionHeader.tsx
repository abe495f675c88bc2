import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CancelIcon from "@mui/icons-material/EventBusy";
import CheckIcon from "@mui/icons-material/TaskAlt";
import DrawIcon from "@mui/icons-material/Draw";
import EditIcon from "@mui/icons-material/Edit";
import PrintIcon from "@mui/icons-material/Print";
import ReplayIcon from "@mui/icons-material/Replay";
import ScheduleIcon from "@mui/icons-material/Schedule";
import TabletIcon from "@mui/icons-material/TabletMac";
import { useNavigate } from "react-router";
import { displayDate } from "../../lib/dates";
import { RemindMeButton } from "../notifications/reminders/RemindMeButton";
import type { GroupNoteView } from "./groupNoteView";
import { NoteStatusChip } from "./NoteStatusChip";
import { signatureSummary } from "./noteSummary";
import { timeRange } from "./schedule";
import type { PendingOpenings } from "./sessionOpenings";

export type HeaderAction = "details" | "cancel" | "submit" | "sign" | "approve" | "kickBack";

/**
 * The session at a glance and what this user may do with it: note actions follow the note's
 * `permissions`, editing and cancelling the session the session's (facilitator, supervisor or
 * admin, while the note is a draft); the server decides again.
 */
export function SessionHeader({
  note,
  pending,
  onAction,
}: {
  note: GroupNoteView;
  pending: PendingOpenings;
  onAction: (action: HeaderAction) => void;
}) {
  const navigate = useNavigate();
  const { session, permissions } = note;
  const open = note.status === "draft" && !session.cancelledAt;
  const managesSession = open && session.permissions.manage;
  const meta = [
    displayDate(session.date),
    timeRange(session.startTime, session.endTime),
    session.room?.name,
    session.programName,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
        <Typography variant="h1">{session.groupName}</Typography>
        <NoteStatusChip status={note.status} late={note.late} cancelled={Boolean(session.cancelledAt)} />
        {session.origin === "ad_hoc" && <Chip size="small" variant="outlined" label="Ad hoc" />}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {meta}
      </Typography>
      {session.topic && <Typography sx={{ mt: 0.5 }}>Topic: {session.topic}</Typography>}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Facilitator: {session.facilitator.fullname}
        {session.coFacilitators.length > 0 &&
          ` · Co-facilitators: ${session.coFacilitators.map((c) => c.fullname).join(", ")}`}
        {` · Signatures: ${signatureSummary(note)}`}
      </Typography>
      {session.cancelledAt && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          Cancelled {displayDate(session.cancelledAt)}
          {session.cancelReason ? `: ${session.cancelReason}` : ""}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 2 }}>
        {/* In place of the check-in and signing buttons until the server opens them (it refuses them before). */}
        {[pending.checkIn, pending.signing].map(
          (line) =>
            line && (
              <Chip key={line} icon={<ScheduleIcon />} variant="outlined" label={line} sx={{ alignSelf: "center" }} />
            ),
        )}
        {permissions.submit && (
          <Button variant="contained" startIcon={<DrawIcon />} onClick={() => onAction("submit")}>
            Sign and submit
          </Button>
        )}
        {permissions.sign && (
          <Button variant="contained" startIcon={<DrawIcon />} onClick={() => onAction("sign")}>
            Sign
          </Button>
        )}
        {permissions.approve && (
          <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => onAction("approve")}>
            Approve
          </Button>
        )}
        {/* A reviewing supervisor who may not approve yet (co-signers to wait for) sees why. */}
        {!permissions.approve && permissions.kickBack && permissions.approveBlockedReason && (
          <Tooltip title={permissions.approveBlockedReason}>
            <span>
              <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled>
                Approve
              </Button>
            </span>
          </Tooltip>
        )}
        {permissions.kickBack && (
          <Button variant="outlined" color="error" startIcon={<ReplayIcon />} onClick={() => onAction("kickBack")}>
            Return for revision
          </Button>
        )}
        {managesSession && (
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => onAction("details")}>
            Edit session details
          </Button>
        )}
        {permissions.checkIn && (
          <Button
            variant="outlined"
            startIcon={<TabletIcon />}
            onClick={() => void navigate(`/groupnotes/${session.groupId}/check-in?session=${session.id}`)}
          >
            Open check-in kiosk
          </Button>
        )}
        {permissions.print && note.status !== "draft" && (
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            href={`/exportPrint/groupNotesExport/${note.id}`}
            target="_blank"
            rel="noopener"
          >
            Print
          </Button>
        )}
        <RemindMeButton subjectType="group_session" subjectId={session.id} />
        {managesSession && (
          <Button color="error" startIcon={<CancelIcon />} onClick={() => onAction("cancel")}>
            Cancel session
          </Button>
        )}
      </Box>
    </Box>
  );
}

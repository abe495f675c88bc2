import { useState } from "react";
import type { z } from "zod";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CancelSessionBody, GroupSessionUpdateBody, REQUIRED_MESSAGE } from "@hearth/schema";
import { SessionTimeFields } from "./SessionTimeFields";
import { graphql } from "../../__generated__";
import { UnsavedChangesGuard } from "../../app/shell/UnsavedChangesGuard";
import { checkBody } from "../../lib/forms/checkBody";
import type { Checked } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { ReasonDialog } from "../../lib/forms/ReasonDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";
import { StaffPicker, staffByIds } from "../../lib/pickers/StaffPicker";
import type { NoteSession } from "./groupNoteView";
import { useLocationOptions } from "./locationOptions";

const UpdateSessionMutation = graphql(`
  mutation UpdateGroupSession($id: ID!, $input: GroupSessionUpdateInput!) {
    updateGroupSession(id: $id, input: $input) {
      id
      topic
      startTime
      endTime
      startsAt
      endsAt
      durationMinutes
      room {
        id
        name
      }
      facilitator {
        id
        fullname
        role
      }
      coFacilitators {
        id
        fullname
        role
      }
    }
  }
`);

const CancelSessionMutation = graphql(`
  mutation CancelGroupSession($id: ID!, $reason: String!) {
    cancelGroupSession(id: $id, reason: $reason) {
      id
      cancelledAt
      cancelReason
    }
  }
`);

/** The fields that show a problem, by the names the API gives them. */
const FIELDS = {
  labels: {
    topic: "Topic",
    startTime: "Start time",
    endTime: "End time",
    facilitatorId: "Facilitator",
    roomId: "Room",
    coFacilitatorIds: "Co-facilitators",
  },
};

interface DetailsDraft {
  topic: string;
  startTime: string;
  endTime: string;
  facilitatorId: string;
  coFacilitatorIds: string[];
  roomId: string;
}

/**
 * The API's own check of the changes. Its body may leave out any field (nothing to change there), so to it an
 * empty time is a bad format; this form always sends both times and the facilitator, so an emptied one is missing.
 */
function checkDetails(
  draft: DetailsDraft,
): Checked<z.output<typeof GroupSessionUpdateBody>, keyof z.input<typeof GroupSessionUpdateBody>> {
  const check = checkBody(GroupSessionUpdateBody, {
    topic: draft.topic.trim() || null,
    startTime: draft.startTime,
    endTime: draft.endTime,
    facilitatorId: draft.facilitatorId,
    coFacilitatorIds: draft.coFacilitatorIds.filter((id) => id !== draft.facilitatorId),
    roomId: draft.roomId || null,
  });
  const missing = {
    ...(draft.startTime === "" ? { startTime: REQUIRED_MESSAGE } : {}),
    ...(draft.endTime === "" ? { endTime: REQUIRED_MESSAGE } : {}),
    ...(draft.facilitatorId === "" ? { facilitatorId: REQUIRED_MESSAGE } : {}),
  };
  if (Object.keys(missing).length === 0) return check;
  return { ok: false, problems: { ...(check.ok ? {} : check.problems), ...missing } };
}

/** Topic, times, facilitators and room of a session whose note is still a draft. */
export function SessionDetailsDialog({
  session,
  onClose,
  onSaved,
}: {
  session: NoteSession;
  onClose: () => void;
  onSaved: () => void;
}) {
  const initial: DetailsDraft = {
    topic: session.topic ?? "",
    startTime: session.startTime,
    endTime: session.endTime,
    facilitatorId: session.facilitator.id,
    coFacilitatorIds: session.coFacilitators.map((c) => c.id),
    roomId: session.room?.id ?? "",
  };
  const [draft, setDraft] = useState(initial);
  const options = useLocationOptions(session.location.id);
  // Today's co-facilitators stay choosable even when the location's list no longer has them.
  const coFacilitatorOptions = [
    ...session.coFacilitators,
    ...options.clinicians.filter((c) => !session.coFacilitators.some((s) => s.id === c.id)),
  ];
  // Permissions (who edits the note) follow the facilitators: the note is read again after a change.
  const [update] = useMutation(UpdateSessionMutation, { refetchQueries: ["GroupNoteView"] });
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const change = (patch: Partial<DetailsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const check = checkDetails(draft);
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (input) => {
      await update({ variables: { id: session.id, input } });
      onSaved();
    },
    { values: draft, fields: FIELDS },
  );

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !busy} />
      <FormDialog
        open
        title="Edit session details"
        submitLabel="Save"
        busy={busy}
        error={error}
        onSubmit={submit}
        onClose={onClose}
        noValidate
      >
        <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          <TextField
            label={FIELDS.labels.topic}
            value={draft.topic}
            onChange={(event) => change({ topic: event.target.value })}
            error={Boolean(problemOf("topic"))}
            helperText={problemOf("topic")}
            sx={{ gridColumn: "1 / -1" }}
          />
          <SessionTimeFields
            startTime={draft.startTime}
            endTime={draft.endTime}
            onChange={change}
            problemOf={problemOf}
          />
          <TextField
            select
            required
            label={FIELDS.labels.facilitatorId}
            value={draft.facilitatorId}
            onChange={(event) => change({ facilitatorId: event.target.value })}
            error={Boolean(problemOf("facilitatorId"))}
            helperText={problemOf("facilitatorId")}
          >
            {[session.facilitator, ...options.clinicians.filter((c) => c.id !== session.facilitator.id)].map(
              (clinician) => (
                <MenuItem key={clinician.id} value={clinician.id}>
                  {clinician.fullname}
                </MenuItem>
              ),
            )}
          </TextField>
          <TextField
            select
            label={FIELDS.labels.roomId}
            value={draft.roomId}
            onChange={(event) => change({ roomId: event.target.value })}
            error={Boolean(problemOf("roomId"))}
            helperText={problemOf("roomId")}
          >
            <MenuItem value="">No room</MenuItem>
            {[...(session.room ? [session.room] : []), ...options.rooms.filter((r) => r.id !== session.room?.id)].map(
              (room) => (
                <MenuItem key={room.id} value={room.id}>
                  {room.name}
                </MenuItem>
              ),
            )}
          </TextField>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <StaffPicker
              multiple
              groupByRole
              label={FIELDS.labels.coFacilitatorIds}
              error={Boolean(problemOf("coFacilitatorIds"))}
              helperText={problemOf("coFacilitatorIds")}
              options={coFacilitatorOptions}
              exclude={[draft.facilitatorId]}
              value={staffByIds(draft.coFacilitatorIds, coFacilitatorOptions)}
              onChange={(coFacilitators) => change({ coFacilitatorIds: coFacilitators.map((person) => person.id) })}
            />
          </Box>
        </Box>
      </FormDialog>
    </>
  );
}

/** Cancels a session (nobody has signed its note yet); the reason, checked with the API's own body, is kept with it. */
export function CancelSessionDialog({
  sessionId,
  onClose,
  onCancelled,
}: {
  sessionId: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [cancel] = useMutation(CancelSessionMutation, { refetchQueries: ["GroupNoteView"] });
  return (
    <ReasonDialog
      title="Cancel session"
      submitLabel="Cancel session"
      busyLabel="Cancelling…"
      schema={CancelSessionBody}
      example="For example: the facilitator is out sick."
      send={async (reason) => {
        await cancel({ variables: { id: sessionId, reason } });
        onCancelled();
      }}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>The reason is kept with the cancelled session.</Typography>
    </ReasonDialog>
  );
}

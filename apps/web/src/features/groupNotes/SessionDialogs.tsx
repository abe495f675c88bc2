import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { SessionTimeFields } from "./SessionTimeFields";
import { graphql } from "../../__generated__";
import { UnsavedChangesGuard } from "../../app/shell/UnsavedChangesGuard";
import { FormDialog } from "../../lib/forms/FormDialog";
import { StaffPicker, staffByIds } from "../../lib/pickers/StaffPicker";
import type { NoteSession } from "./groupNoteView";
import { useLocationOptions } from "./locationOptions";
import { Refusal } from "../../lib/forms/Refusal";

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
  const initial = {
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
  const [update, { loading, error }] = useMutation(UpdateSessionMutation, { refetchQueries: ["GroupNoteView"] });
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const change = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    try {
      await update({
        variables: {
          id: session.id,
          input: {
            topic: draft.topic.trim() || null,
            startTime: draft.startTime,
            endTime: draft.endTime,
            facilitatorId: draft.facilitatorId,
            coFacilitatorIds: draft.coFacilitatorIds.filter((id) => id !== draft.facilitatorId),
            roomId: draft.roomId || null,
          },
        },
      });
      onSaved();
    } catch {
      // shown from `error`
    }
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !loading} />
      <FormDialog
        open
        title="Edit session details"
        submitLabel="Save"
        busy={loading}
        error={error && <Refusal error={error} />}
        onSubmit={() => void submit()}
        onClose={onClose}
      >
        <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          <TextField
            label="Topic"
            value={draft.topic}
            onChange={(event) => change({ topic: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            sx={{ gridColumn: "1 / -1" }}
          />
          <SessionTimeFields startTime={draft.startTime} endTime={draft.endTime} onChange={change} />
          <TextField
            select
            required
            label="Facilitator"
            value={draft.facilitatorId}
            onChange={(event) => change({ facilitatorId: event.target.value })}
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
            label="Room"
            value={draft.roomId}
            onChange={(event) => change({ roomId: event.target.value })}
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
              label="Co-facilitators"
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

/** Cancels a session (nobody has signed its note yet); the reason is kept with it. */
export function CancelSessionDialog({
  sessionId,
  onClose,
  onCancelled,
}: {
  sessionId: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [reason, setReason] = useState("");
  const [cancel, { loading, error }] = useMutation(CancelSessionMutation, { refetchQueries: ["GroupNoteView"] });
  const submit = async () => {
    try {
      await cancel({ variables: { id: sessionId, reason: reason.trim() } });
      onCancelled();
    } catch {
      // shown from `error`
    }
  };
  return (
    <FormDialog
      open
      title="Cancel session"
      submitLabel="Cancel session"
      busyLabel="Cancelling…"
      busy={loading}
      error={error && <Refusal error={error} />}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitDisabled={reason.trim() === ""}
      submitColor="error"
      maxWidth="xs"
    >
      <TextField
        required
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}

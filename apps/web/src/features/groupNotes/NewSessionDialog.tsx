import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useNavigate } from "react-router";
import { GroupSessionBody } from "@hearth/schema";
import { SessionTimeFields } from "./SessionTimeFields";
import { graphql } from "../../__generated__";
import { checkBody } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";
import { StaffPicker, staffByIds } from "../../lib/pickers/StaffPicker";
import type { ClinicianOption, LocationGroupOption, RoomOption } from "./locationOptions";
import { slotOn } from "./schedule";
import { addDays, todayInServerZone } from "./weeks";

const CreateSessionMutation = graphql(`
  mutation CreateGroupSession($input: GroupSessionInput!) {
    createGroupSession(input: $input) {
      id
      noteId
    }
  }
`);

interface Draft {
  groupId: string;
  date: string;
  startTime: string;
  endTime: string;
  topic: string;
  facilitatorId: string;
  coFacilitatorIds: string[];
  roomId: string;
}

/** The group's defaults for a date: its schedule's slot that weekday, its room, and a facilitator (me when I am one). */
export function sessionDefaults(group: LocationGroupOption | undefined, date: string, myId: string): Partial<Draft> {
  if (!group) return {};
  const slot = slotOn(group.schedule, date);
  const facilitator = group.facilitators.find((f) => f.id === myId) ?? group.facilitators[0];
  return {
    startTime: slot?.startTime ?? "",
    endTime: slot?.endTime ?? "",
    facilitatorId: facilitator?.id ?? "",
    coFacilitatorIds: group.facilitators.filter((f) => f.id !== facilitator?.id).map((f) => f.id),
    roomId: group.room?.id ?? "",
  };
}

/** The fields that show a problem, by the names the API gives them. */
const FIELDS = {
  labels: {
    groupId: "Group",
    date: "Date",
    startTime: "Start time",
    endTime: "End time",
    topic: "Topic",
    facilitatorId: "Facilitator",
    roomId: "Room",
    coFacilitatorIds: "Co-facilitators",
  },
};

const EMPTY: Draft = {
  groupId: "",
  date: "",
  startTime: "",
  endTime: "",
  topic: "",
  facilitatorId: "",
  coFacilitatorIds: [],
  roomId: "",
};

/**
 * An ad hoc session: the server creates it with its note, the roster from the group and the
 * note's document, then the session opens. Checked with the API's own body before it is sent: each
 * field's problem, or the server's refusal of it, shows under the field.
 */
export function NewSessionDialog(props: {
  open: boolean;
  onClose: () => void;
  myId: string;
  groups: LocationGroupOption[];
  clinicians: ClinicianOption[];
  rooms: RoomOption[];
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => ({ ...EMPTY, date: todayInServerZone() }));
  const [create] = useMutation(CreateSessionMutation);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const pickGroup = (groupId: string) =>
    change({
      groupId,
      ...sessionDefaults(
        props.groups.find((g) => g.id === groupId),
        draft.date,
        props.myId,
      ),
    });

  const check = checkBody(GroupSessionBody, {
    groupId: draft.groupId,
    date: draft.date,
    startTime: draft.startTime,
    endTime: draft.endTime,
    topic: draft.topic.trim() || null,
    facilitatorId: draft.facilitatorId || undefined,
    coFacilitatorIds: draft.coFacilitatorIds.filter((id) => id !== draft.facilitatorId),
    roomId: draft.roomId || null,
  });
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (input) => {
      const { data } = await create({ variables: { input }, refetchQueries: ["GroupSessionList"] });
      if (data) void navigate(`/groupnotes/session/${data.createGroupSession.id}`);
    },
    { values: draft, fields: FIELDS },
  );
  const textProblem = (field: "groupId" | "date" | "topic" | "facilitatorId" | "roomId") => ({
    error: Boolean(problemOf(field)),
    helperText: problemOf(field),
  });

  return (
    <FormDialog
      open={props.open}
      title="New session"
      submitLabel="Create session"
      busyLabel="Creating…"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { sm: "1fr 1fr" } }}>
        <TextField
          select
          required
          label={FIELDS.labels.groupId}
          value={draft.groupId}
          onChange={(event) => pickGroup(event.target.value)}
          {...textProblem("groupId")}
          sx={{ gridColumn: "1 / -1" }}
        >
          {props.groups.length === 0 && (
            <MenuItem value="" disabled>
              No active groups at this location
            </MenuItem>
          )}
          {props.groups.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={FIELDS.labels.date}
          type="date"
          value={draft.date}
          onChange={(event) => change({ date: event.target.value })}
          {...textProblem("date")}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: addDays(todayInServerZone(), 366) } }}
          sx={{ gridColumn: "1 / -1" }}
        />
        <SessionTimeFields
          startTime={draft.startTime}
          endTime={draft.endTime}
          onChange={change}
          problemOf={problemOf}
        />
        <TextField
          label={FIELDS.labels.topic}
          value={draft.topic}
          onChange={(event) => change({ topic: event.target.value })}
          {...textProblem("topic")}
          sx={{ gridColumn: "1 / -1" }}
        />
        <TextField
          select
          label={FIELDS.labels.facilitatorId}
          value={draft.facilitatorId}
          onChange={(event) => change({ facilitatorId: event.target.value })}
          {...textProblem("facilitatorId")}
        >
          <MenuItem value="">The group's facilitator</MenuItem>
          {props.clinicians.map((clinician) => (
            <MenuItem key={clinician.id} value={clinician.id}>
              {clinician.fullname}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={FIELDS.labels.roomId}
          value={draft.roomId}
          onChange={(event) => change({ roomId: event.target.value })}
          {...textProblem("roomId")}
        >
          <MenuItem value="">No room</MenuItem>
          {props.rooms.map((room) => (
            <MenuItem key={room.id} value={room.id}>
              {room.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <StaffPicker
            multiple
            groupByRole
            label={FIELDS.labels.coFacilitatorIds}
            error={Boolean(problemOf("coFacilitatorIds"))}
            helperText={problemOf("coFacilitatorIds")}
            options={props.clinicians}
            exclude={[draft.facilitatorId]}
            value={staffByIds(draft.coFacilitatorIds, props.clinicians)}
            onChange={(coFacilitators) => change({ coFacilitatorIds: coFacilitators.map((person) => person.id) })}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}

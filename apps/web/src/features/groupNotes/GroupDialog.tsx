import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import AddIcon from "@mui/icons-material/Add";
import { GroupBody, GroupUpdateBody } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { UnsavedChangesGuard } from "../../app/shell/UnsavedChangesGuard";
import { ClientPicker } from "../../lib/pickers/ClientPicker";
import type { ClientChoice } from "../../lib/pickers/ClientPicker";
import { StaffPicker, staffByIds } from "../../lib/pickers/StaffPicker";
import { checkBody } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";
import type { GroupRow } from "./GroupGrid";
import type { ClinicianOption, RoomOption } from "./locationOptions";
import { ProgramDialog, RoomDialog } from "./ProgramRoomDialogs";
import { scheduleRowErrors } from "./schedule";
import type { Slot } from "./schedule";
import { ScheduleEditor } from "./ScheduleEditor";

const CreateGroupMutation = graphql(`
  mutation GroupNotesCreateGroup($input: GroupInput!) {
    createGroup(input: $input) {
      ...GroupGrid_group
    }
  }
`);

const UpdateGroupMutation = graphql(`
  mutation GroupNotesUpdateGroup($id: ID!, $input: GroupUpdateInput!) {
    updateGroup(id: $id, input: $input) {
      ...GroupGrid_group
    }
  }
`);

interface Draft {
  name: string;
  description: string;
  programId: string;
  roomId: string;
  serviceCode: string;
  facilitatorIds: string[];
  roster: ClientChoice[];
  schedule: Slot[];
  active: boolean;
}

/** The fields that show a problem, by the names the API gives them. */
const FIELDS = {
  labels: {
    name: "Name",
    serviceCode: "Service code",
    programId: "Program",
    roomId: "Room",
    description: "Description",
    facilitatorIds: "Facilitators",
    rosterClientIds: "Roster",
    schedule: "Weekly schedule",
  },
};

const draftOf = (group: GroupRow | null): Draft => ({
  name: group?.name ?? "",
  description: group?.description ?? "",
  programId: group?.program.id ?? "",
  roomId: group?.room?.id ?? "",
  serviceCode: group?.serviceCode ?? "",
  facilitatorIds: group?.facilitators.map((f) => f.id) ?? [],
  roster:
    group?.roster.map((c) => ({ id: c.id, mrNo: c.mrNo, fullname: c.fullname, dateOfBirth: c.dateOfBirth })) ?? [],
  schedule: group?.schedule.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })) ?? [],
  active: group?.active ?? true,
});

/**
 * Creates or edits a group of a location (admins and the location's supervisors). Admins may add
 * a program or a room on the way. Checked with the API's own body before it is sent: each field's
 * problem, or the server's refusal of it, shows under the field.
 */
export function GroupDialog(props: {
  group: GroupRow | null;
  locationId: string;
  canAddProgramsAndRooms: boolean;
  programs: readonly { id: string; name: string }[];
  clinicians: ClinicianOption[];
  rooms: RoomOption[];
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const [initial] = useState(() => draftOf(props.group));
  const [draft, setDraft] = useState(initial);
  const [adding, setAdding] = useState<"program" | "room" | null>(null);
  const [create] = useMutation(CreateGroupMutation, {
    refetchQueries: ["GroupNotesGroupList", "GroupNotesLocationOptions"],
  });
  const [update] = useMutation(UpdateGroupMutation, { refetchQueries: ["GroupNotesLocationOptions"] });
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const body = {
    name: draft.name,
    description: draft.description.trim() || null,
    programId: draft.programId,
    roomId: draft.roomId || null,
    serviceCode: draft.serviceCode.trim() || null,
    facilitatorIds: draft.facilitatorIds,
    rosterClientIds: draft.roster.map((c) => c.id),
    schedule: draft.schedule,
  };
  const group = props.group;
  const check = group
    ? checkBody(GroupUpdateBody, { ...body, active: draft.active })
    : checkBody(GroupBody, { ...body, locationId: props.locationId });
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (input) => {
      // An edit's body may leave any field out; this form always sends them all, as checked.
      const fields = {
        name: input.name ?? body.name.trim(),
        description: input.description ?? null,
        programId: input.programId ?? body.programId,
        roomId: input.roomId ?? null,
        serviceCode: input.serviceCode ?? null,
        facilitatorIds: input.facilitatorIds ?? body.facilitatorIds,
        rosterClientIds: input.rosterClientIds ?? body.rosterClientIds,
        schedule: input.schedule ?? body.schedule,
      };
      if (group) await update({ variables: { id: group.id, input: { ...fields, active: draft.active } } });
      else await create({ variables: { input: { ...fields, locationId: props.locationId } } });
      props.onSaved(fields.name);
    },
    {
      // Compared with what was sent by identity: the roster as one text, not a fresh list each render.
      values: { ...body, rosterClientIds: body.rosterClientIds.join(), active: draft.active },
      fields: FIELDS,
    },
  );
  // The schedule editor says what is wrong with a row beside it; anything else about the schedule shows here.
  const scheduleProblem = scheduleRowErrors(draft.schedule).some(Boolean) ? undefined : problemOf("schedule");

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !busy} />
      <FormDialog
        open
        title={props.group ? `Edit ${props.group.name}` : "New group"}
        submitLabel={props.group ? "Save changes" : "Create group"}
        busy={busy}
        error={error}
        onSubmit={submit}
        onClose={props.onClose}
        maxWidth="md"
        noValidate
      >
        <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          <TextField
            required
            label={FIELDS.labels.name}
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={Boolean(problemOf("name"))}
            helperText={problemOf("name")}
          />
          <TextField
            label={FIELDS.labels.serviceCode}
            placeholder="e.g. H0005"
            value={draft.serviceCode}
            onChange={(event) => change({ serviceCode: event.target.value })}
            error={Boolean(problemOf("serviceCode"))}
            helperText={problemOf("serviceCode")}
            slotProps={{ htmlInput: { maxLength: 7 } }}
          />
          <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <TextField
              select
              required
              fullWidth
              label={FIELDS.labels.programId}
              value={draft.programId}
              onChange={(event) => change({ programId: event.target.value })}
              error={Boolean(problemOf("programId"))}
              helperText={problemOf("programId")}
            >
              {props.programs.map((program) => (
                <MenuItem key={program.id} value={program.id}>
                  {program.name}
                </MenuItem>
              ))}
            </TextField>
            {props.canAddProgramsAndRooms && (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding("program")} sx={{ flexShrink: 0 }}>
                Program
              </Button>
            )}
          </Box>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <TextField
              select
              fullWidth
              label={FIELDS.labels.roomId}
              value={draft.roomId}
              onChange={(event) => change({ roomId: event.target.value })}
              error={Boolean(problemOf("roomId"))}
              helperText={problemOf("roomId")}
            >
              <MenuItem value="">No room</MenuItem>
              {props.rooms.map((room) => (
                <MenuItem key={room.id} value={room.id}>
                  {room.name}
                </MenuItem>
              ))}
            </TextField>
            {props.canAddProgramsAndRooms && (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding("room")} sx={{ flexShrink: 0 }}>
                Room
              </Button>
            )}
          </Box>
          <TextField
            label={FIELDS.labels.description}
            multiline
            minRows={2}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
            error={Boolean(problemOf("description"))}
            helperText={problemOf("description")}
            sx={{ gridColumn: "1 / -1" }}
          />
          <Box sx={{ gridColumn: "1 / -1" }}>
            <StaffPicker
              multiple
              required
              groupByRole
              label={FIELDS.labels.facilitatorIds}
              error={Boolean(problemOf("facilitatorIds"))}
              helperText={problemOf("facilitatorIds")}
              options={props.clinicians}
              value={staffByIds(draft.facilitatorIds, props.clinicians)}
              onChange={(facilitators) => change({ facilitatorIds: facilitators.map((person) => person.id) })}
            />
          </Box>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <ClientPicker
              multiple
              locationId={props.locationId}
              label={FIELDS.labels.rosterClientIds}
              error={Boolean(problemOf("rosterClientIds"))}
              helperText={problemOf("rosterClientIds")}
              value={draft.roster}
              onChange={(roster) => change({ roster })}
            />
          </Box>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <ScheduleEditor value={draft.schedule} onChange={(schedule) => change({ schedule })} />
            {scheduleProblem && <FormHelperText error>{scheduleProblem}</FormHelperText>}
          </Box>
          {props.group && (
            <FormControlLabel
              control={<Switch checked={draft.active} onChange={(event) => change({ active: event.target.checked })} />}
              label="Active"
            />
          )}
        </Box>
      </FormDialog>
      {adding === "program" && (
        <ProgramDialog
          locationId={props.locationId}
          onClose={() => setAdding(null)}
          onCreated={(programId) => {
            change({ programId });
            setAdding(null);
          }}
        />
      )}
      {adding === "room" && (
        <RoomDialog
          locationId={props.locationId}
          onClose={() => setAdding(null)}
          onCreated={(roomId) => {
            change({ roomId });
            setAdding(null);
          }}
        />
      )}
    </>
  );
}

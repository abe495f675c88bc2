import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import AddIcon from "@mui/icons-material/Add";
import { graphql } from "../../__generated__";
import { UnsavedChangesGuard } from "../../app/shell/UnsavedChangesGuard";
import { ClientPicker } from "../../lib/pickers/ClientPicker";
import type { ClientChoice } from "../../lib/pickers/ClientPicker";
import { StaffPicker, staffByIds } from "../../lib/pickers/StaffPicker";
import { FormDialog } from "../../lib/forms/FormDialog";
import type { GroupRow } from "./GroupGrid";
import type { ClinicianOption, RoomOption } from "./locationOptions";
import { ProgramDialog, RoomDialog } from "./ProgramRoomDialogs";
import { Refusal } from "../../lib/forms/Refusal";
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
 * a program or a room on the way. The server validates; its refusal shows above the fields.
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
  const [create, creation] = useMutation(CreateGroupMutation, {
    refetchQueries: ["GroupNotesGroupList", "GroupNotesLocationOptions"],
  });
  const [update, updating] = useMutation(UpdateGroupMutation, { refetchQueries: ["GroupNotesLocationOptions"] });
  const busy = creation.loading || updating.loading;
  const error = creation.error ?? updating.error;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const fields = {
      name: draft.name.trim(),
      description: draft.description.trim() || null,
      programId: draft.programId,
      roomId: draft.roomId || null,
      serviceCode: draft.serviceCode.trim() || null,
      facilitatorIds: draft.facilitatorIds,
      rosterClientIds: draft.roster.map((c) => c.id),
      schedule: draft.schedule,
    };
    try {
      if (props.group) await update({ variables: { id: props.group.id, input: { ...fields, active: draft.active } } });
      else await create({ variables: { input: { ...fields, locationId: props.locationId } } });
      props.onSaved(fields.name);
    } catch {
      // shown from `error`
    }
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !busy} />
      <FormDialog
        open
        title={props.group ? `Edit ${props.group.name}` : "New group"}
        submitLabel={props.group ? "Save changes" : "Create group"}
        busy={busy}
        error={error && <Refusal error={error} />}
        onSubmit={() => void submit()}
        onClose={props.onClose}
        maxWidth="md"
      >
        <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          <TextField
            required
            label="Name"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label="Service code"
            placeholder="e.g. H0005"
            value={draft.serviceCode}
            onChange={(event) => change({ serviceCode: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 7 } }}
          />
          <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <TextField
              select
              required
              fullWidth
              label="Program"
              value={draft.programId}
              onChange={(event) => change({ programId: event.target.value })}
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
              label="Room"
              value={draft.roomId}
              onChange={(event) => change({ roomId: event.target.value })}
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
            label="Description"
            multiline
            minRows={2}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            sx={{ gridColumn: "1 / -1" }}
          />
          <Box sx={{ gridColumn: "1 / -1" }}>
            <StaffPicker
              multiple
              required
              groupByRole
              label="Facilitators"
              options={props.clinicians}
              value={staffByIds(draft.facilitatorIds, props.clinicians)}
              onChange={(facilitators) => change({ facilitatorIds: facilitators.map((person) => person.id) })}
            />
          </Box>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <ClientPicker
              multiple
              locationId={props.locationId}
              label="Roster"
              value={draft.roster}
              onChange={(roster) => change({ roster })}
            />
          </Box>
          <Box sx={{ gridColumn: "1 / -1" }}>
            <ScheduleEditor value={draft.schedule} onChange={(schedule) => change({ schedule })} />
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

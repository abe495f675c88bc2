import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { ProgramBody, RoomBody } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { checkBody } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";

const CreateProgramMutation = graphql(`
  mutation GroupNotesCreateProgram($input: ProgramInput!) {
    createProgram(input: $input) {
      id
      name
      locationId
      active
    }
  }
`);

const CreateRoomMutation = graphql(`
  mutation GroupNotesCreateRoom($input: RoomInput!) {
    createRoom(input: $input) {
      id
      name
      locationId
      active
    }
  }
`);

const PROGRAM_FIELDS = { labels: { name: "Program name", levelOfCare: "Level of care" } };
const ROOM_FIELDS = { labels: { name: "Room name", capacity: "Capacity" } };

/**
 * A new program of this location (admins); answers the new program's id. Checked with the API's own body
 * before it is sent: each field's problem, or the server's, shows under it.
 */
export function ProgramDialog({
  locationId,
  onClose,
  onCreated,
}: {
  locationId: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [name, setName] = useState("");
  const [levelOfCare, setLevelOfCare] = useState("");
  const [create] = useMutation(CreateProgramMutation, { refetchQueries: ["GroupNotesPrograms"] });
  const check = checkBody(ProgramBody, { name, locationId, levelOfCare: levelOfCare.trim() || null });
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (input) => {
      const { data } = await create({
        variables: { input: { name: input.name, locationId, levelOfCare: input.levelOfCare ?? null } },
      });
      if (data) onCreated(data.createProgram.id);
    },
    { values: { name, levelOfCare, locationId, active: undefined }, fields: PROGRAM_FIELDS },
  );
  return (
    <FormDialog
      open
      title="New program"
      submitLabel="Add program"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TextField
          required
          autoFocus
          label={PROGRAM_FIELDS.labels.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(problemOf("name"))}
          helperText={problemOf("name")}
        />
        <TextField
          label={PROGRAM_FIELDS.labels.levelOfCare}
          placeholder="e.g. 3.5"
          value={levelOfCare}
          onChange={(event) => setLevelOfCare(event.target.value)}
          error={Boolean(problemOf("levelOfCare"))}
          helperText={problemOf("levelOfCare")}
        />
      </Box>
    </FormDialog>
  );
}

/** A new room of this location (admins); answers the new room's id. Checked like a new program. */
export function RoomDialog({
  locationId,
  onClose,
  onCreated,
}: {
  locationId: string;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [name, setName] = useState("");
  const [capacity, setCapacity] = useState("");
  const [create] = useMutation(CreateRoomMutation, { refetchQueries: ["GroupNotesLocationOptions"] });
  const check = checkBody(RoomBody, { name, locationId, capacity: capacity === "" ? null : Number(capacity) });
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (input) => {
      const { data } = await create({
        variables: { input: { name: input.name, locationId, capacity: input.capacity ?? null } },
      });
      if (data) onCreated(data.createRoom.id);
    },
    { values: { name, capacity, locationId }, fields: ROOM_FIELDS },
  );
  return (
    <FormDialog
      open
      title="New room"
      submitLabel="Add room"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TextField
          required
          autoFocus
          label={ROOM_FIELDS.labels.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(problemOf("name"))}
          helperText={problemOf("name")}
        />
        <TextField
          label={ROOM_FIELDS.labels.capacity}
          type="number"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={Boolean(problemOf("capacity"))}
          helperText={problemOf("capacity")}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
      </Box>
    </FormDialog>
  );
}

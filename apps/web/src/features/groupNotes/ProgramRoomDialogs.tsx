import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { graphql } from "../../__generated__";
import { FormDialog } from "../../lib/forms/FormDialog";
import { Refusal } from "../../lib/forms/Refusal";

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

/** A new program of this location (admins); answers the new program's id. */
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
  const [create, { loading, error }] = useMutation(CreateProgramMutation, { refetchQueries: ["GroupNotesPrograms"] });
  const submit = async () => {
    try {
      const { data } = await create({
        variables: { input: { name: name.trim(), locationId, levelOfCare: levelOfCare.trim() || null } },
      });
      if (data) onCreated(data.createProgram.id);
    } catch {
      // shown from `error`
    }
  };
  return (
    <FormDialog
      open
      title="New program"
      submitLabel="Add program"
      busy={loading}
      error={error && <Refusal error={error} />}
      onSubmit={() => void submit()}
      onClose={onClose}
      maxWidth="xs"
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TextField
          required
          autoFocus
          label="Program name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label="Level of care"
          placeholder="e.g. 3.5"
          value={levelOfCare}
          onChange={(event) => setLevelOfCare(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
      </Box>
    </FormDialog>
  );
}

/** A new room of this location (admins); answers the new room's id. */
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
  const [create, { loading, error }] = useMutation(CreateRoomMutation, {
    refetchQueries: ["GroupNotesLocationOptions"],
  });
  const submit = async () => {
    try {
      const { data } = await create({
        variables: { input: { name: name.trim(), locationId, capacity: capacity === "" ? null : Number(capacity) } },
      });
      if (data) onCreated(data.createRoom.id);
    } catch {
      // shown from `error`
    }
  };
  return (
    <FormDialog
      open
      title="New room"
      submitLabel="Add room"
      busy={loading}
      error={error && <Refusal error={error} />}
      onSubmit={() => void submit()}
      onClose={onClose}
      maxWidth="xs"
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TextField
          required
          autoFocus
          label="Room name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label="Capacity"
          type="number"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
      </Box>
    </FormDialog>
  );
}

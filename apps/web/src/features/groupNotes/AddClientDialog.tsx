import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import { graphql } from "../../__generated__";
import { FormDialog } from "../../lib/forms/FormDialog";
import { Refusal } from "../../lib/forms/Refusal";
import { ClientPicker } from "../../lib/pickers/ClientPicker";
import type { ClientChoice } from "../../lib/pickers/ClientPicker";

const AddClientMutation = graphql(`
  mutation AddSessionClient($sessionId: ID!, $clientId: ID!) {
    addSessionClient(sessionId: $sessionId, clientId: $clientId) {
      ...GroupNoteView_note
    }
  }
`);

/** Adds a client of the session's location to this session's roster (not to the group's). */
export function AddClientDialog(props: {
  sessionId: string;
  locationId: string;
  exclude: readonly string[];
  onClose: () => void;
}) {
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [add, { loading, error }] = useMutation(AddClientMutation);
  const submit = async () => {
    if (!client) return;
    try {
      await add({ variables: { sessionId: props.sessionId, clientId: client.id } });
      props.onClose();
    } catch {
      // shown from `error`
    }
  };
  return (
    <FormDialog
      open
      title="Add client to this session"
      submitLabel="Add"
      busyLabel="Adding…"
      busy={loading}
      error={error && <Refusal error={error} />}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      submitDisabled={!client}
      maxWidth="xs"
    >
      <Box sx={{ pt: 1 }}>
        <ClientPicker
          locationId={props.locationId}
          label="Client"
          autoFocus
          value={client}
          onChange={setClient}
          exclude={props.exclude}
        />
      </Box>
    </FormDialog>
  );
}

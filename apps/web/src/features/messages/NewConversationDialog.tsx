import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { clientLabel } from "../../lib/ClientIdentity";
import { messageOf } from "../../lib/errors";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import {
  ConversationsQuery,
  CreateConversationMutation,
  MessagingClientsQuery,
  StartDirectConversationMutation,
} from "./queries";
import { StaffPicker } from "./StaffPicker";
import type { StaffPerson } from "./StaffPicker";
interface ClientOption {
  id: string;
  mrNo: string;
  fullname: string;
  dateOfBirth: string;
}

interface Props {
  open: boolean;
  viewerId: string;
  onClose(): void;
  onStarted(conversationId: string): void;
}

/**
 * New message: one person alone opens (or finds again) the direct conversation with them; several
 * people, or a client to talk about, make a group conversation with a title.
 */
export function NewConversationDialog({ open, viewerId, onClose, onStarted }: Props) {
  const [people, setPeople] = useState<StaffPerson[]>([]);
  const [client, setClient] = useState<ClientOption | null>(null);
  const [title, setTitle] = useState("");
  const [clientSearch, setClientSearch] = useState("");
  const [error, setError] = useState<string | null>(null);
  const clients = useQuery(MessagingClientsQuery, {
    variables: { searchQuery: useDebouncedValue(clientSearch, 250) || null },
    skip: !open,
  });
  const refetchQueries = [{ query: ConversationsQuery }];
  const [startDirect, direct] = useMutation(StartDirectConversationMutation, { refetchQueries });
  const [create, group] = useMutation(CreateConversationMutation, { refetchQueries });

  const isGroup = people.length > 1 || client !== null;
  const ready = people.length > 0 && (!isGroup || title.trim().length > 0);

  const submit = async () => {
    setError(null);
    try {
      const id = isGroup
        ? (
            await create({
              variables: {
                input: { title: title.trim(), memberIds: people.map((p) => p.id), clientMrNo: client?.mrNo ?? null },
              },
            })
          ).data?.createConversation.id
        : (await startDirect({ variables: { userId: people[0]!.id } })).data?.startDirectConversation.id;
      if (id) {
        setPeople([]);
        setClient(null);
        setTitle("");
        onStarted(id);
      }
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>New message</DialogTitle>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: "8px !important" }}>
        {error && <Alert severity="error">{error}</Alert>}
        {open && <StaffPicker label="To" value={people} onChange={setPeople} exclude={new Set([viewerId])} />}
        <Autocomplete
          options={clients.data?.clients.results ?? []}
          value={client}
          loading={clients.loading}
          filterOptions={(x) => x}
          getOptionLabel={(o) => clientLabel(o)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, value) => setClient(value)}
          onInputChange={(_e, value) => setClientSearch(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              label="About a client (optional)"
              helperText="Only staff who may see this client can take part."
            />
          )}
        />
        {isGroup && (
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!ready}
          loading={direct.loading || group.loading}
          onClick={() => void submit()}
        >
          Start conversation
        </Button>
      </DialogActions>
    </Dialog>
  );
}

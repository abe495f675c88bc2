import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { messageOf } from "../../lib/errors";
import { FormDialog } from "../../lib/forms/FormDialog";
import { ClientPicker } from "../../lib/pickers/ClientPicker";
import type { ClientChoice } from "../../lib/pickers/ClientPicker";
import { StaffPicker } from "../../lib/pickers/StaffPicker";
import type { StaffChoice } from "../../lib/pickers/StaffPicker";
import { ConversationsQuery, CreateConversationMutation, StartDirectConversationMutation } from "./queries";

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
  const [people, setPeople] = useState<StaffChoice[]>([]);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
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
    <FormDialog
      open={open}
      title="New message"
      submitLabel="Start conversation"
      busyLabel="Starting…"
      busy={direct.loading || group.loading}
      error={error}
      submitDisabled={!ready}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {/* The pickers query: they are mounted only while the dialog shows. */}
      {open && (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
          <StaffPicker
            multiple
            label="To"
            placeholder="Search staff"
            noOptionsText="No options"
            autoFocus
            value={people}
            onChange={setPeople}
            exclude={[viewerId]}
          />
          <ClientPicker
            label="About a client (optional)"
            helperText="Only staff who may see this client can take part."
            noOptionsText="No options"
            value={client}
            onChange={setClient}
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
        </Box>
      )}
    </FormDialog>
  );
}

import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { CreateConversationBody, StartDirectBody } from "@hearth/schema";
import type { z } from "zod";
import { checkBody } from "../../lib/forms/checkBody";
import type { Checked } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";
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

type Field = "people" | "client" | "title";

/** The dialog's fields, and the API's names for them (a refusal naming one shows under it). */
const FIELDS = {
  labels: { people: "To", client: "About a client", title: "Title" },
  aliases: { userId: "people", memberIds: "people", clientMrNo: "client" },
} as const;

type Conversation =
  { kind: "direct"; userId: string } | { kind: "group"; input: z.output<typeof CreateConversationBody> };

/**
 * The draft checked with the API's own body: the direct conversation's (one person alone), or the group's. With
 * nobody named yet, "To" says what the direct one would.
 */
function checkConversation(
  people: readonly StaffChoice[],
  client: ClientChoice | null,
  title: string,
): Checked<Conversation, Field> {
  // The person picked, as a field holds it: empty until someone is.
  const direct = checkBody(StartDirectBody, { userId: people[0]?.id ?? "" });
  const nobody = direct.ok ? undefined : direct.problems.userId;
  if (people.length <= 1 && client === null)
    return direct.ok
      ? { ok: true, input: { kind: "direct", ...direct.input } }
      : { ok: false, problems: { people: nobody } };
  const group = checkBody(CreateConversationBody, {
    title,
    memberIds: people.map((person) => person.id),
    clientMrNo: client?.mrNo,
  });
  if (group.ok && people.length > 0) return { ok: true, input: { kind: "group", input: group.input } };
  const problems = group.ok ? {} : group.problems;
  return {
    ok: false,
    problems: {
      people: people.length === 0 ? nobody : problems.memberIds,
      client: problems.clientMrNo,
      title: problems.title,
    },
  };
}

/**
 * New message: one person alone opens (or finds again) the direct conversation with them; several
 * people, or a client to talk about, make a group conversation with a title. Each opening starts
 * from an empty form.
 */
export function NewConversationDialog(props: Props) {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpenings((n) => n + 1);
  }
  // Stays mounted while it closes (its transition); a new opening is a new form.
  return <ConversationForm key={openings} {...props} />;
}

function ConversationForm({ open, viewerId, onClose, onStarted }: Props) {
  const [people, setPeople] = useState<StaffChoice[]>([]);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [title, setTitle] = useState("");
  const refetchQueries = [{ query: ConversationsQuery }];
  const [startDirect] = useMutation(StartDirectConversationMutation, { refetchQueries });
  const [create] = useMutation(CreateConversationMutation, { refetchQueries });

  const isGroup = people.length > 1 || client !== null;
  const check = checkConversation(people, client, title);
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (conversation) => {
      const id =
        conversation.kind === "group"
          ? (
              await create({
                variables: {
                  input: {
                    title: conversation.input.title,
                    memberIds: conversation.input.memberIds,
                    clientMrNo: conversation.input.clientMrNo ?? null,
                  },
                },
              })
            ).data?.createConversation.id
          : (await startDirect({ variables: { userId: conversation.userId } })).data?.startDirectConversation.id;
      if (id) onStarted(id);
    },
    { values: { people: people.map((p) => p.id).join(), client: client?.mrNo, title }, fields: FIELDS },
  );

  return (
    <FormDialog
      open={open}
      title="New message"
      submitLabel="Start conversation"
      busyLabel="Starting…"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      noValidate
    >
      {/* The pickers query: they are mounted only while the dialog shows. */}
      {open && (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
          <StaffPicker
            multiple
            required
            label={FIELDS.labels.people}
            placeholder="Search staff"
            noOptionsText="No options"
            autoFocus
            value={people}
            onChange={setPeople}
            exclude={[viewerId]}
            error={Boolean(problemOf("people"))}
            helperText={problemOf("people")}
          />
          <ClientPicker
            label="About a client (optional)"
            helperText={problemOf("client") ?? "Only staff who may see this client can take part."}
            error={Boolean(problemOf("client"))}
            noOptionsText="No options"
            value={client}
            onChange={setClient}
          />
          {isGroup && (
            <TextField
              label={FIELDS.labels.title}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              error={Boolean(problemOf("title"))}
              helperText={problemOf("title")}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          )}
        </Box>
      )}
    </FormDialog>
  );
}

import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { ConfirmDialog } from "../../app/shell/ConfirmDialog";
import { messageOf } from "../../lib/errors";
import { FormDialog } from "../../lib/forms/FormDialog";
import { StaffPicker } from "../../lib/pickers/StaffPicker";
import type { StaffChoice } from "../../lib/pickers/StaffPicker";
import { AddConversationMembersMutation, ConversationsQuery, LeaveConversationMutation } from "./queries";
import type { ThreadConversation } from "./threadState";

interface Props {
  conversation: ThreadConversation;
  onLeft(): void;
}

/** A conversation's actions: add people (to a group) and leave. */
export function ConversationMenu({ conversation, onLeft }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [people, setPeople] = useState<StaffChoice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [addMembers, added] = useMutation(AddConversationMembersMutation);
  const [leave] = useMutation(LeaveConversationMutation, { refetchQueries: [{ query: ConversationsQuery }] });
  const memberIds = new Set(conversation.members.map((m) => m.user.id));

  const add = async () => {
    setError(null);
    try {
      await addMembers({ variables: { conversationId: conversation.id, userIds: people.map((p) => p.id) } });
      setPeople([]);
      setAdding(false);
    } catch (e) {
      // e.g. someone who may not see the client this conversation is about: the server names them.
      setError(messageOf(e));
    }
  };

  return (
    <>
      <IconButton aria-label="Conversation actions" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {conversation.kind === "group" && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setAdding(true);
            }}
          >
            Add people
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setLeaving(true);
          }}
        >
          Leave conversation
        </MenuItem>
      </Menu>
      <FormDialog
        open={adding}
        title="Add people"
        submitLabel="Add"
        busyLabel="Adding…"
        busy={added.loading}
        error={error}
        submitDisabled={people.length === 0}
        onSubmit={() => void add()}
        onClose={() => setAdding(false)}
      >
        {adding && (
          <Box sx={{ pt: 1 }}>
            <StaffPicker
              multiple
              label="People"
              placeholder="Search staff"
              noOptionsText="No options"
              autoFocus
              value={people}
              onChange={setPeople}
              exclude={memberIds}
            />
          </Box>
        )}
      </FormDialog>
      <ConfirmDialog
        open={leaving}
        title="Leave this conversation?"
        message="You will no longer see its messages."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => {
          setLeaving(false);
          void leave({ variables: { conversationId: conversation.id } }).then(onLeft, (e: unknown) =>
            setError(messageOf(e)),
          );
        }}
        onCancel={() => setLeaving(false)}
      />
    </>
  );
}

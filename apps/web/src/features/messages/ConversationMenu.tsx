import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { ConfirmDialog } from "../../app/shell/ConfirmDialog";
import { messageOf } from "../../lib/errors";
import { AddConversationMembersMutation, ConversationsQuery, LeaveConversationMutation } from "./queries";
import { StaffPicker } from "./StaffPicker";
import type { StaffPerson } from "./StaffPicker";
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
  const [people, setPeople] = useState<StaffPerson[]>([]);
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
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="sm">
        <DialogTitle>Add people</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: "8px !important" }}>
          {error && <Alert severity="error">{error}</Alert>}
          {adding && <StaffPicker label="People" value={people} onChange={setPeople} exclude={memberIds} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAdding(false)}>Cancel</Button>
          <Button variant="contained" disabled={people.length === 0} loading={added.loading} onClick={() => void add()}>
            Add
          </Button>
        </DialogActions>
      </Dialog>
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

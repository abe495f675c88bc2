import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { graphql } from "../../__generated__";
import { useShell } from "../../app/shell/ShellState";
import { displayDate, displayTime } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { StaffPicker } from "../../lib/pickers/StaffPicker";
import type { StaffChoice } from "../../lib/pickers/StaffPicker";
import type { GroupNoteView } from "./groupNoteView";
import { useLocationOptions } from "./locationOptions";

const AddSigneesMutation = graphql(`
  mutation AddGroupNoteSignees($id: ID!, $userIds: [ID!]!) {
    addGroupNoteSignees(id: $id, userIds: $userIds) {
      ...GroupNoteView_note
    }
  }
`);

const RemoveSigneeMutation = graphql(`
  mutation RemoveGroupNoteSignee($id: ID!, $userId: ID!) {
    removeGroupNoteSignee(id: $id, userId: $userId) {
      ...GroupNoteView_note
    }
  }
`);

export const ROLE_NAMES = {
  facilitator: "Facilitator",
  co_facilitator: "Co-facilitator",
  additional_signee: "Additional signee",
  supervisor: "Supervisor",
} as const;
const METHOD_NAMES = { password: "password", pin: "PIN" } as const;
const at = (instant: string) => `${displayDate(instant)} ${displayTime(instant)}`;

/** Signatures of every revision (voided ones with their reason), who is still to sign, and the content hash. */
export function SignaturesPanel({ note }: { note: GroupNoteView }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="signatures-heading" sx={{ p: 2 }}>
      <Typography id="signatures-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Signatures
      </Typography>
      {note.signatures.length === 0 && <Typography color="text.secondary">Nobody has signed this note yet.</Typography>}
      <List dense disablePadding>
        {note.signatures.map((signature) => (
          <ListItem key={signature.id} disableGutters sx={{ opacity: signature.voidedAt ? 0.6 : 1 }}>
            <ListItemText
              primary={
                <>
                  {signature.signer.fullname} — {ROLE_NAMES[signature.role]}
                  {signature.voidedAt && <Chip size="small" label="Voided" sx={{ ml: 1 }} />}
                </>
              }
              secondary={
                <>
                  {`Signed ${at(signature.signedAt)} with ${METHOD_NAMES[signature.method]} · revision ${signature.revision} · hash `}
                  <Box component="code" title={signature.contentHash}>
                    {signature.contentHash.slice(0, 12)}
                  </Box>
                  {signature.voidedAt &&
                    ` · voided ${at(signature.voidedAt)}${signature.voidReason ? `: ${signature.voidReason}` : ""}`}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {note.pendingSigners.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          To sign: {note.pendingSigners.map((p) => `${p.user.fullname} (${ROLE_NAMES[p.role]})`).join(", ")}
        </Typography>
      )}
      {note.contentHash && (
        <Typography variant="body2" sx={{ mt: 1, wordBreak: "break-all" }}>
          Content hash (SHA-256):{" "}
          <Box component="code" data-testid="content-hash">
            {note.contentHash}
          </Box>
        </Typography>
      )}
    </Paper>
  );
}

/** Clinicians asked to sign besides the facilitators; removable until they have signed this revision. */
export function SigneesPanel({ note }: { note: GroupNoteView }) {
  const { notify } = useShell();
  const [choice, setChoice] = useState<StaffChoice | null>(null);
  const manage = note.permissions.manageSignees;
  const options = useLocationOptions(manage ? note.session.location.id : undefined);
  const [add, adding] = useMutation(AddSigneesMutation);
  const [remove] = useMutation(RemoveSigneeMutation);
  const taken = new Set([
    note.session.facilitator.id,
    ...note.session.coFacilitators.map((c) => c.id),
    ...note.additionalSignees.map((s) => s.id),
  ]);
  const signedNow = new Set(
    note.signatures.filter((s) => s.revision === note.revision && !s.voidedAt).map((s) => s.signer.id),
  );

  const run = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work();
    } catch (error) {
      notify(`${failure}: ${messageOf(error)}`, "error");
    }
  };

  if (!manage && note.additionalSignees.length === 0) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="signees-heading" sx={{ p: 2 }}>
      <Typography id="signees-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Additional signees
      </Typography>
      {note.additionalSignees.length === 0 && <Typography color="text.secondary">None</Typography>}
      <List dense disablePadding>
        {note.additionalSignees.map((signee) => (
          <ListItem
            key={signee.id}
            disableGutters
            secondaryAction={
              manage &&
              !signedNow.has(signee.id) && (
                <Tooltip title="Remove">
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={`Remove ${signee.fullname}`}
                    onClick={() =>
                      void run(
                        () => remove({ variables: { id: note.id, userId: signee.id } }),
                        "The signee could not be removed",
                      )
                    }
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            }
          >
            <ListItemText
              primary={signee.fullname}
              secondary={signedNow.has(signee.id) ? "Signed" : "Not signed yet"}
            />
          </ListItem>
        ))}
      </List>
      {manage && (
        <Box sx={{ display: "flex", gap: 1, mt: 1 }}>
          <StaffPicker
            size="small"
            sx={{ flex: 1 }}
            label="Add a signee"
            options={options.clinicians}
            exclude={taken}
            value={choice}
            onChange={setChoice}
          />
          <Button
            variant="outlined"
            disabled={!choice || adding.loading}
            onClick={() =>
              void run(async () => {
                if (!choice) return;
                await add({ variables: { id: note.id, userIds: [choice.id] } });
                setChoice(null);
              }, "The signee could not be added")
            }
          >
            Add
          </Button>
        </Box>
      )}
    </Paper>
  );
}

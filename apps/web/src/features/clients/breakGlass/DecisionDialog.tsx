import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CONSENT_LIMITS } from "@hearth/schema";
import type { ChartAccessRow_RequestFragment } from "../../../__generated__/graphql";
import { useShell } from "../../../app/shell/ShellState";
import { messageOf } from "../../../lib/errors";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { ApproveChartAccessMutation, RefuseChartAccessMutation, RevokeChartAccessMutation } from "./queries";

export type Decision = "approve" | "refuse" | "revoke";

const WORDS: Record<Decision, { title: string; submit: string; done: string; color: "success" | "error" | "warning" }> =
  {
    approve: { title: "Approve emergency access", submit: "Approve", done: "approved", color: "success" },
    refuse: { title: "Refuse emergency access", submit: "Refuse", done: "refused", color: "error" },
    revoke: { title: "End emergency access now", submit: "End access", done: "ended", color: "warning" },
  };

/** Approve (a note if any), refuse (saying why) or end a grant early (a note if any). */
export function DecisionDialog({
  request,
  decision,
  onClose,
  onDone,
}: {
  request: ChartAccessRow_RequestFragment;
  decision: Decision;
  onClose: () => void;
  onDone: () => void;
}) {
  const { notify } = useShell();
  const [note, setNote] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [approve, approving] = useMutation(ApproveChartAccessMutation);
  const [refuse, refusing] = useMutation(RefuseChartAccessMutation);
  const [revoke, revoking] = useMutation(RevokeChartAccessMutation);
  const words = WORDS[decision];
  const trimmed = note.trim();
  const problem = decision === "refuse" && attempted && !trimmed ? "Say why, for the requester" : undefined;

  const submit = async () => {
    setAttempted(true);
    if (decision === "refuse" && !trimmed) return;
    setServerError(null);
    try {
      const id = request.id;
      if (decision === "approve") await approve({ variables: { id, note: trimmed || null } });
      else if (decision === "refuse") await refuse({ variables: { id, note: trimmed } });
      else await revoke({ variables: { id, note: trimmed || null } });
      notify(`Emergency access ${words.done}`, "success");
      onDone();
      onClose();
    } catch (error) {
      setServerError(messageOf(error));
    }
  };

  return (
    <FormDialog
      open
      title={words.title}
      submitLabel={words.submit}
      submitColor={words.color}
      busy={approving.loading || refusing.loading || revoking.loading}
      error={serverError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        {request.requester.fullname} · {request.client.fullname} ({request.client.mrNo}), {request.client.locationName}
      </Typography>
      <TextField
        fullWidth
        label={decision === "refuse" ? "Why" : "Note"}
        required={decision === "refuse"}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? "The requester is told this"}
        slotProps={{ htmlInput: { maxLength: CONSENT_LIMITS.note } }}
      />
    </FormDialog>
  );
}

import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CONSENT_LIMITS } from "@hearth/schema";
import type { ChartAccessRow_RequestFragment } from "../../../__generated__/graphql";
import { useShell } from "../../../app/shell/ShellState";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../../lib/forms/useCheckedSubmit";
import type { Checked } from "../../../lib/forms/useCheckedSubmit";
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
  const [approve] = useMutation(ApproveChartAccessMutation);
  const [refuse] = useMutation(RefuseChartAccessMutation);
  const [revoke] = useMutation(RevokeChartAccessMutation);
  const words = WORDS[decision];
  const trimmed = note.trim();
  const check: Checked<string, "note"> =
    decision === "refuse" && !trimmed
      ? { ok: false, problems: { note: "Say why, for the requester" } }
      : { ok: true, input: trimmed };
  const { problemOf, error, busy, submit } = useCheckedSubmit(check, async (input) => {
    const id = request.id;
    if (decision === "approve") await approve({ variables: { id, note: input || null } });
    else if (decision === "refuse") await refuse({ variables: { id, note: input } });
    else await revoke({ variables: { id, note: input || null } });
    notify(`Emergency access ${words.done}`, "success");
    onDone();
    onClose();
  });
  const problem = problemOf("note");

  return (
    <FormDialog
      open
      title={words.title}
      submitLabel={words.submit}
      submitColor={words.color}
      busy={busy}
      error={error}
      onSubmit={submit}
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

import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { Refusal } from "../../../../lib/forms/Refusal";
import { checkReferral } from "./episodeForms";
import type { ReferralDraft } from "./episodeForms";
import { DateField, ReasonField } from "./fields";
import { ReferClientMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

/** Record an outgoing referral: to whom, why, when, and whom to call there. */
export function ReferralDialog({ mrNo, onClose, onDone }: { mrNo: string; onClose: () => void; onDone: () => void }) {
  const today = facilityToday();
  const [refer] = useMutation(ReferClientMutation);
  const form = useEpisodeForm({
    initial: (): ReferralDraft => ({ referredTo: "", reason: "", referralDate: today, contact: "" }),
    check: (draft) => checkReferral(draft, today),
    send: (input) => refer({ variables: { mrNo, input } }),
    done: (input) => `Referral to ${input.referredTo} recorded`,
    onDone,
  });
  const { draft, change, problemOf } = form;

  return (
    <FormDialog
      open
      title="Refer client"
      submitLabel="Record referral"
      busy={form.busy}
      error={form.refusal ? <Refusal error={form.refusal} /> : null}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TextField
          label="Referred to"
          required
          autoFocus
          value={draft.referredTo}
          onChange={(event) => change({ referredTo: event.target.value })}
          error={Boolean(problemOf("referredTo"))}
          helperText={problemOf("referredTo") ?? "The provider or program"}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <ReasonField
          label="Reason"
          value={draft.reason}
          onChange={(reason) => change({ reason })}
          problem={problemOf("reason")}
        />
        <DateField
          label="Referral date"
          required
          value={draft.referralDate}
          onChange={(referralDate) => change({ referralDate })}
          problem={problemOf("referralDate")}
        />
        <TextField
          label="Contact"
          value={draft.contact}
          onChange={(event) => change({ contact: event.target.value })}
          error={Boolean(problemOf("contact"))}
          helperText={problemOf("contact") ?? "Optional: a person, phone or e-mail there"}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Box>
    </FormDialog>
  );
}

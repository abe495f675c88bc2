import { useMutation } from "@apollo/client/react";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { EpisodeDialog } from "./EpisodeDialog";
import { checkReferral } from "./episodeForms";
import type { ReferralDraft } from "./episodeForms";
import { DateField, LineField, ReasonField } from "./fields";
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
  const { bind } = form;

  return (
    <EpisodeDialog form={form} title="Refer client" submitLabel="Record referral" onClose={onClose}>
      <LineField label="Referred to" required autoFocus helperText="The provider or program" {...bind("referredTo")} />
      <ReasonField label="Reason" {...bind("reason")} />
      <DateField label="Referral date" required {...bind("referralDate")} />
      <LineField label="Contact" helperText="Optional: a person, phone or e-mail there" {...bind("contact")} />
    </EpisodeDialog>
  );
}

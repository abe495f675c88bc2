import { useMutation } from "@apollo/client/react";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { EpisodeDialog } from "./EpisodeDialog";
import { checkReferral } from "./episodeForms";
import type { ReferralDraft, ReferralField } from "./episodeForms";
import { DateField, LineField, ReasonField } from "./fields";
import { ReferClientMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

const LABELS: Record<ReferralField, string> = {
  referredTo: "Referred to",
  reason: "Reason",
  referralDate: "Referral date",
  contact: "Contact",
};

/** Record an outgoing referral: to whom, why, when, and whom to call there. */
export function ReferralDialog({ mrNo, onClose, onDone }: { mrNo: string; onClose: () => void; onDone: () => void }) {
  const today = facilityToday();
  const [refer] = useMutation(ReferClientMutation);
  const form = useEpisodeForm({
    initial: (): ReferralDraft => ({ referredTo: "", reason: "", referralDate: today, contact: "" }),
    labels: LABELS,
    check: (draft) => checkReferral(draft, today),
    send: (input) => refer({ variables: { mrNo, input } }),
    done: (input) => `Referral to ${input.referredTo} recorded`,
    onDone,
  });
  const { bind } = form;

  return (
    <EpisodeDialog form={form} title="Refer client" submitLabel="Record referral" onClose={onClose}>
      <LineField required autoFocus helperText="The provider or program" {...bind("referredTo")} />
      <ReasonField {...bind("reason")} />
      <DateField required {...bind("referralDate")} />
      <LineField helperText="Optional: a person, phone or e-mail there" {...bind("contact")} />
    </EpisodeDialog>
  );
}

import { useMutation } from "@apollo/client/react";
import { useShell } from "../../../../app/shell/ShellState";
import { checkRevocation } from "./consentForm";
import { ConsentStepDialog } from "./ConsentStepDialog";
import type { ConsentStepProps } from "./ConsentStepDialog";
import { RevokeClientConsentMutation } from "./queries";

/** Records the client's written revocation: the day and how (the letter, the form). */
export function RevokeConsentDialog({ mrNo, consent, onClose, onSaved }: ConsentStepProps) {
  const { notify } = useShell();
  const [revoke] = useMutation(RevokeClientConsentMutation);

  return (
    <ConsentStepDialog
      title={`Revoke the consent to ${consent.recipientName}`}
      submitLabel="Revoke"
      submitColor="error"
      intro="From this day nothing more may be disclosed under it. Part 2 asks for the revocation in writing: say how the client revoked it."
      date={{ key: "revokedOn", label: "Revoked on" }}
      note={{ label: "How it was revoked", example: "e.g. the client's signed letter, scanned into documents" }}
      check={checkRevocation}
      send={async (input) => {
        await revoke({ variables: { mrNo, consentId: consent.id, input } });
        notify(`Consent to ${consent.recipientName} revoked`, "success");
        onSaved();
        onClose();
      }}
      onClose={onClose}
    />
  );
}

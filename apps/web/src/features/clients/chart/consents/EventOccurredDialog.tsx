import { useMutation } from "@apollo/client/react";
import { useShell } from "../../../../app/shell/ShellState";
import { checkConsentEvent } from "./consentForm";
import { ConsentStepDialog } from "./ConsentStepDialog";
import type { ConsentStepProps } from "./ConsentStepDialog";
import { RecordConsentEventOccurredMutation } from "./queries";

/**
 * "Event occurred": the event the consent ends with (described in its words) happened; the consent is
 * recorded as expired that day, not as revoked by the client.
 */
export function EventOccurredDialog({ mrNo, consent, onClose, onSaved }: ConsentStepProps) {
  const { notify } = useShell();
  const [record] = useMutation(RecordConsentEventOccurredMutation);

  return (
    <ConsentStepDialog
      title={`The event ending the consent to ${consent.recipientName} occurred`}
      submitLabel="Record"
      intro={
        <>
          The consent ends when: <strong>{consent.expiryEventDescription}</strong>. It will read as expired from the day
          the event happened (not as revoked), and nothing more may be disclosed under it from that day.
        </>
      }
      date={{ key: "occurredOn", label: "Occurred on" }}
      note={{ label: "What happened", example: "e.g. the court closed the case; the order is scanned into documents" }}
      check={checkConsentEvent}
      send={async (input) => {
        await record({ variables: { mrNo, consentId: consent.id, input } });
        notify(`Consent to ${consent.recipientName} recorded as expired`, "success");
        onSaved();
        onClose();
      }}
      onClose={onClose}
    />
  );
}

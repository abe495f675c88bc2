import { useMutation } from "@apollo/client/react";
import { SealingSignDialog } from "../../../lib/collab/SealingSignDialog";
import type { CollabConnection } from "../../../lib/collab/collabConnection";
import type { SharedProvider } from "../../../lib/collab/sharedProvider";
import { SignTreatmentPlanMutation } from "../queries";

const TEXTS = {
  title: "Sign plan",
  description:
    "Your signature binds the plan as it is now. Once signed, the plan is read-only for everyone and awaits a supervisor's approval.",
  submitLabel: "Sign plan",
  sending: "Signing…",
  offline: "You are offline. The plan is signed as soon as your last changes are saved.",
};

/**
 * "Sign plan", sealing the plan as this person saw it (SealingSignDialog). An incomplete plan is
 * refused naming what is missing; the dialog shows it.
 */
export function SignPlanDialog(props: {
  planId: string;
  connection: Pick<CollabConnection, "subscribe" | "getSnapshot">;
  shared: Pick<SharedProvider, "doc">;
  onClose: () => void;
  onSigned: () => void;
}) {
  const [sign] = useMutation(SignTreatmentPlanMutation);
  return (
    <SealingSignDialog
      connection={props.connection}
      shared={props.shared}
      texts={TEXTS}
      send={(signature, seenStateVector) => sign({ variables: { id: props.planId, signature, seenStateVector } })}
      onClose={props.onClose}
      onSigned={props.onSigned}
    />
  );
}

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useMutation } from "@apollo/client/react";
import { sendWithRetry, stateVectorBase64, waitUntilSaved } from "../../../lib/collab/sealing";
import { toSignatureInput } from "../../../lib/signing/CredentialFields";
import { SignDialog } from "../../../lib/signing/SignDialog";
import type { CollabConnection } from "../../../lib/collab/collabConnection";
import type { SharedProvider } from "../../../lib/collab/sharedProvider";
import { SignTreatmentPlanMutation } from "../queries";

type Phase = "idle" | "saving" | "sending";

/**
 * "Sign plan": waits until the last typing here is stored, then signs with this copy's state vector,
 * so the server seals exactly the plan this person saw (it answers 409 until its storage covers that
 * vector, and this retries). An incomplete plan is refused naming what is missing; the dialog shows it.
 * Once signed, the collab server makes the plan read-only for every open copy.
 */
export function SignPlanDialog(props: {
  planId: string;
  /** The plan's connection (its save state) and provider (its Y.Doc), as the page holds them. */
  connection: Pick<CollabConnection, "subscribe" | "getSnapshot">;
  shared: Pick<SharedProvider, "doc">;
  onClose: () => void;
  onSigned: () => void;
}) {
  const [sign] = useMutation(SignTreatmentPlanMutation);
  const [phase, setPhase] = useState<Phase>("idle");
  const abort = useRef<AbortController | null>(null);
  const { connection, shared } = props;
  const saved = useSyncExternalStore(connection.subscribe, () => connection.getSnapshot().saved);
  useEffect(() => () => abort.current?.abort(), []);

  const onSign: Parameters<typeof SignDialog>[0]["onSign"] = async (credential) => {
    abort.current = new AbortController();
    try {
      setPhase("saving");
      await waitUntilSaved(connection, abort.current.signal);
      setPhase("sending");
      await sendWithRetry(() => {
        const doc = shared.doc;
        return sign({
          variables: {
            id: props.planId,
            signature: toSignatureInput(credential),
            seenStateVector: doc ? stateVectorBase64(doc) : undefined,
          },
        });
      });
      props.onSigned();
    } finally {
      setPhase("idle");
    }
  };

  const status =
    phase === "saving"
      ? saved === "offline"
        ? "You are offline. The plan is signed as soon as your last changes are saved."
        : "Saving your last changes…"
      : phase === "sending"
        ? "Signing…"
        : null;

  return (
    <SignDialog
      title="Sign plan"
      description="Your signature binds the plan as it is now. Once signed, the plan is read-only for everyone and awaits a supervisor's approval."
      submitLabel="Sign plan"
      busyLabel={phase === "saving" ? "Saving…" : "Signing…"}
      status={status}
      cancellable={phase === "saving"}
      onSign={onSign}
      onClose={() => {
        abort.current?.abort();
        props.onClose();
      }}
    />
  );
}

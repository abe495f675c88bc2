import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { SignatureInput } from "../../__generated__/graphql";
import { toSignatureInput } from "../signing/CredentialFields";
import { SignDialog } from "../signing/SignDialog";
import type { CollabConnection } from "./collabConnection";
import { sendWithRetry, stateVectorBase64, waitUntilSaved } from "./sealing";
import type { SharedProvider } from "./sharedProvider";

type Phase = "idle" | "saving" | "sending";

/** What the dialog says, for the document it signs. */
export interface SealingSignTexts {
  title: string;
  description: string;
  submitLabel: string;
  /** Shown while the signature is on its way, e.g. "Signing…". */
  sending: string;
  /** Shown while offline with changes still unsaved. */
  offline: string;
}

/**
 * Signing a collaborative document: waits until the last typing here is stored, then sends the
 * signature with this copy's state vector, so the server seals exactly what this person saw (it
 * answers 409 until its storage covers that vector, and this retries). Any other refusal shows in
 * the dialog in the server's words. The server then makes the document read-only for every socket.
 */
export function SealingSignDialog(props: {
  /** The document's connection (its save state) and provider (its Y.Doc), as the page holds them. */
  connection: Pick<CollabConnection, "subscribe" | "getSnapshot">;
  shared: Pick<SharedProvider, "doc">;
  texts: SealingSignTexts;
  send: (signature: SignatureInput, seenStateVector: string | undefined) => Promise<unknown>;
  onClose: () => void;
  onSigned: () => void;
}) {
  const [phase, setPhase] = useState<Phase>("idle");
  const abort = useRef<AbortController | null>(null);
  const { connection, shared, texts } = props;
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
        return props.send(toSignatureInput(credential), doc ? stateVectorBase64(doc) : undefined);
      });
      props.onSigned();
    } finally {
      setPhase("idle");
    }
  };

  const status =
    phase === "saving"
      ? saved === "offline"
        ? texts.offline
        : "Saving your last changes…"
      : phase === "sending"
        ? texts.sending
        : null;

  return (
    <SignDialog
      title={texts.title}
      description={texts.description}
      submitLabel={texts.submitLabel}
      busyLabel={phase === "saving" ? "Saving…" : texts.sending}
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

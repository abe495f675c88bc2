import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import { sendWithRetry, stateVectorBase64, waitUntilSaved } from "../../lib/collab/sealing";
import { toSignatureInput } from "../../lib/signing/CredentialFields";
import { SignDialog } from "../../lib/signing/SignDialog";
import type { NoteConnection } from "./useNoteConnection";

const SubmitMutation = graphql(`
  mutation SubmitGroupNote($id: ID!, $signature: SignatureInput!, $seenStateVector: String) {
    submitGroupNote(id: $id, signature: $signature, seenStateVector: $seenStateVector) {
      ...GroupNoteView_note
    }
  }
`);

type Phase = "idle" | "saving" | "sending";

/**
 * "Sign and submit": waits until the last typing is stored, then submits with this copy's state
 * vector, so the server signs exactly what this person saw (it refuses with 409 until its storage
 * covers that vector, and this retries). The server then locks the document for every socket.
 */
export function SubmitDialog(props: {
  noteId: string;
  connection: NoteConnection;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const [submit] = useMutation(SubmitMutation);
  const [phase, setPhase] = useState<Phase>("idle");
  const abort = useRef<AbortController | null>(null);
  const { connection, shared } = props.connection;
  const snapshot = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  useEffect(() => () => abort.current?.abort(), []);

  const sign: Parameters<typeof SignDialog>[0]["onSign"] = async (credential) => {
    abort.current = new AbortController();
    try {
      setPhase("saving");
      await waitUntilSaved(connection, abort.current.signal);
      setPhase("sending");
      await sendWithRetry(() => {
        const doc = shared.doc;
        return submit({
          variables: {
            id: props.noteId,
            signature: toSignatureInput(credential),
            seenStateVector: doc ? stateVectorBase64(doc) : undefined,
          },
        });
      });
      props.onSubmitted();
    } finally {
      setPhase("idle");
    }
  };

  const status =
    phase === "saving"
      ? snapshot.saved === "offline"
        ? "You are offline. The note is submitted as soon as your last changes are saved."
        : "Saving your last changes…"
      : phase === "sending"
        ? "Signing and submitting…"
        : null;

  return (
    <SignDialog
      title="Sign and submit"
      description="Your signature binds the note as it is now. Once submitted, the note is read-only for everyone; a supervisor approves it or returns it for revision."
      submitLabel="Sign and submit"
      busyLabel={phase === "saving" ? "Saving…" : "Submitting…"}
      status={status}
      cancellable={phase === "saving"}
      onSign={sign}
      onClose={() => {
        abort.current?.abort();
        props.onClose();
      }}
    />
  );
}

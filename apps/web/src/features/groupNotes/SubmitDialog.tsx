import { useMutation } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import { SealingSignDialog } from "../../lib/collab/SealingSignDialog";
import type { NoteConnection } from "./useNoteConnection";

const SubmitMutation = graphql(`
  mutation SubmitGroupNote($id: ID!, $signature: SignatureInput!, $seenStateVector: String) {
    submitGroupNote(id: $id, signature: $signature, seenStateVector: $seenStateVector) {
      ...GroupNoteView_note
    }
  }
`);

const TEXTS = {
  title: "Sign and submit",
  description:
    "Your signature binds the note as it is now. Once submitted, the note is read-only for everyone; a supervisor approves it or returns it for revision.",
  submitLabel: "Sign and submit",
  sending: "Signing and submitting…",
  offline: "You are offline. The note is submitted as soon as your last changes are saved.",
};

/** "Sign and submit", sealing the note as this person saw it (SealingSignDialog). */
export function SubmitDialog(props: {
  noteId: string;
  connection: NoteConnection;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const [submit] = useMutation(SubmitMutation);
  return (
    <SealingSignDialog
      connection={props.connection.connection}
      shared={props.connection.shared}
      texts={TEXTS}
      send={(signature, seenStateVector) => submit({ variables: { id: props.noteId, signature, seenStateVector } })}
      onClose={props.onClose}
      onSigned={props.onSubmitted}
    />
  );
}

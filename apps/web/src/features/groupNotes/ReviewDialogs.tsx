import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import TextField from "@mui/material/TextField";
import { GroupNoteAddendumBody } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { toSignatureInput } from "../../lib/signing/CredentialFields";
import { ReturnDialog } from "../../lib/signing/ReturnDialog";
import { SignDialog } from "../../lib/signing/SignDialog";

const SignMutation = graphql(`
  mutation SignGroupNote($id: ID!, $signature: SignatureInput!) {
    signGroupNote(id: $id, signature: $signature) {
      ...GroupNoteView_note
    }
  }
`);

const ApproveMutation = graphql(`
  mutation ApproveGroupNote($ids: [ID!]!, $signature: SignatureInput!) {
    approveGroupNotes(ids: $ids, signature: $signature) {
      noteId
      ok
      errorMessage
      note {
        ...GroupNoteView_note
      }
    }
  }
`);

const KickBackMutation = graphql(`
  mutation KickBackGroupNote($ids: [ID!]!, $comment: String!) {
    kickBackGroupNotes(ids: $ids, comment: $comment) {
      noteId
      ok
      errorMessage
      note {
        ...GroupNoteView_note
      }
    }
  }
`);

const AddendumMutation = graphql(`
  mutation AddGroupNoteAddendum($id: ID!, $text: String!, $signature: SignatureInput!) {
    addGroupNoteAddendum(id: $id, text: $text, signature: $signature) {
      ...GroupNoteView_note
    }
  }
`);

interface Props {
  noteId: string;
  onClose: () => void;
  onDone: () => void;
}

/** Bulk actions answer per note; a refusal of this one is thrown so the dialog shows it. */
function firstResult(results: readonly { ok: boolean; errorMessage?: string | null }[] | undefined): void {
  const result = results?.[0];
  if (result && !result.ok) throw new Error(result.errorMessage ?? "The note could not be changed");
}

/** A co-facilitator or an additional signee signs the submitted note. */
export function CoSignDialog({ noteId, onClose, onDone }: Props) {
  const [sign] = useMutation(SignMutation);
  return (
    <SignDialog
      title="Sign this note"
      description="Your signature is bound to the note's content as submitted."
      submitLabel="Sign"
      onClose={onClose}
      onSign={async (credential) => {
        await sign({ variables: { id: noteId, signature: toSignatureInput(credential) } });
        onDone();
      }}
    />
  );
}

/** A supervisor approves (signing again): the note can never change after this. */
export function ApproveDialog({ noteId, onClose, onDone }: Props) {
  const [approve] = useMutation(ApproveMutation);
  return (
    <SignDialog
      title="Approve note"
      description="Approving signs the note as its supervisor. An approved note never changes again; corrections are addenda."
      submitLabel="Approve"
      busyLabel="Approving…"
      submitColor="success"
      onClose={onClose}
      onSign={async (credential) => {
        const { data } = await approve({ variables: { ids: [noteId], signature: toSignatureInput(credential) } });
        firstResult(data?.approveGroupNotes);
        onDone();
      }}
    />
  );
}

/** A supervisor returns the note for revision with a comment: back to draft, earlier signatures void. */
export function KickBackDialog({ noteId, onClose, onDone }: Props) {
  const [kickBack] = useMutation(KickBackMutation);
  return (
    <ReturnDialog
      commentLabel="What should be revised"
      submitColor="error"
      onClose={onClose}
      onReturn={async (comment) => {
        const { data } = await kickBack({ variables: { ids: [noteId], comment } });
        firstResult(data?.kickBackGroupNotes);
        onDone();
      }}
    />
  );
}

/**
 * A signed addendum to an approved note: its own text and hash; the note itself never changes. The text and
 * the signature are checked with the API's own body when Sign is pressed; a problem shows under its field.
 */
export function AddendumDialog({ noteId, onClose, onDone }: Props) {
  const [text, setText] = useState("");
  const [add] = useMutation(AddendumMutation);
  return (
    <SignDialog
      title="Add addendum"
      description="An addendum corrects or adds to the approved note. It is signed and kept with its own hash; the note is not changed."
      submitLabel="Sign addendum"
      onClose={onClose}
      fields={{
        body: GroupNoteAddendumBody,
        draft: { text },
        labels: { text: "Addendum" },
        render: (problemOf) => (
          <TextField
            required
            autoFocus
            fullWidth
            multiline
            minRows={4}
            label="Addendum"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(problemOf("text"))}
            helperText={problemOf("text")}
          />
        ),
      }}
      onSign={async (credential, input) => {
        await add({ variables: { id: noteId, text: input.text, signature: toSignatureInput(credential) } });
        onDone();
      }}
    />
  );
}

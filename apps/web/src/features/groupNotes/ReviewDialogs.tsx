import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import TextField from "@mui/material/TextField";
import { GroupNoteAddendumBody } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { checkBody } from "../../lib/forms/checkBody";
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

/** The text of the API's addendum body (its other half is the signature, which the sign dialog asks for). */
const AddendumText = GroupNoteAddendumBody.def.right;

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
 * A signed addendum to an approved note: its own text and hash; the note itself never changes. The text is
 * checked with the API's own body as it is typed; Sign waits until it has no problem.
 */
export function AddendumDialog({ noteId, onClose, onDone }: Props) {
  const [text, setText] = useState("");
  const [typed, setTyped] = useState(false);
  const [add] = useMutation(AddendumMutation);
  const check = checkBody(AddendumText, { text });
  // Said once the person has typed: on opening, the empty field and the waiting Sign button say enough.
  const problem = typed && !check.ok ? check.problems.text : undefined;
  return (
    <SignDialog
      title="Add addendum"
      description="An addendum corrects or adds to the approved note. It is signed and kept with its own hash; the note is not changed."
      submitLabel="Sign addendum"
      canSubmit={check.ok}
      onClose={onClose}
      onSign={async (credential) => {
        await add({ variables: { id: noteId, text: text.trim(), signature: toSignatureInput(credential) } });
        onDone();
      }}
    >
      <TextField
        required
        autoFocus
        fullWidth
        multiline
        minRows={4}
        label="Addendum"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
        }}
        error={Boolean(problem)}
        helperText={problem}
      />
    </SignDialog>
  );
}

import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import type { SignatureInput } from "../../__generated__/graphql";
import { useShell } from "../../app/shell/ShellState";
import { outcomeSeverity, summarizeOutcomes } from "./outcomes";
import type { ActionOutcome, ReviewAction } from "./outcomes";

const ApproveMutation = graphql(`
  mutation ApproveGroupNotes($ids: [ID!]!, $signature: SignatureInput!) {
    approveGroupNotes(ids: $ids, signature: $signature) {
      noteId
      ok
      errorCode
      errorMessage
      note {
        id
        ...ApprovalGrid_note
      }
    }
  }
`);

const KickBackMutation = graphql(`
  mutation KickBackGroupNotes($ids: [ID!]!, $comment: String!) {
    kickBackGroupNotes(ids: $ids, comment: $comment) {
      noteId
      ok
      errorCode
      errorMessage
      note {
        id
        ...ApprovalGrid_note
      }
    }
  }
`);

/**
 * Approve (signing with a password or PIN) and return-for-revision, for one note or many. Each
 * note gets its own outcome from the server; the summary goes to the snackbar. A refusal of the
 * whole request (wrong password, too many tries) is thrown, for the open dialog to show.
 */
export function useReviewActions(onDone: (action: ReviewAction, okIds: string[]) => void) {
  const { notify } = useShell();
  const [approve] = useMutation(ApproveMutation);
  const [kickBack] = useMutation(KickBackMutation);

  const finish = useCallback(
    (action: ReviewAction, results: readonly ActionOutcome[]) => {
      notify(summarizeOutcomes(action, results), outcomeSeverity(results));
      onDone(
        action,
        results.filter((result) => result.ok).map((result) => result.noteId),
      );
    },
    [notify, onDone],
  );

  const approveNotes = useCallback(
    async (ids: string[], signature: SignatureInput) => {
      const { data } = await approve({ variables: { ids, signature } });
      finish("approve", data?.approveGroupNotes ?? []);
    },
    [approve, finish],
  );

  const returnNotes = useCallback(
    async (ids: string[], comment: string) => {
      const { data } = await kickBack({ variables: { ids, comment } });
      finish("return", data?.kickBackGroupNotes ?? []);
    },
    [kickBack, finish],
  );

  return { approveNotes, returnNotes };
}

import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import type { SignatureInput } from "../../__generated__/graphql";
import { useShell } from "../../app/shell/ShellState";

const ApprovePlanMutation = graphql(`
  mutation ApproveTreatmentPlan($id: ID!, $signature: SignatureInput!) {
    approveTreatmentPlan(id: $id, signature: $signature) {
      id
      status
      approvedAt
      approvedBy {
        id
        fullname
      }
    }
  }
`);

const ReturnPlanMutation = graphql(`
  mutation ReturnTreatmentPlan($id: ID!, $reason: String!) {
    returnTreatmentPlan(id: $id, reason: $reason) {
      id
      status
      returnReason
      signedBy {
        id
        fullname
      }
      signedAt
    }
  }
`);

export type PlanReviewAction = "approve" | "return";

/**
 * Approve a signed plan (signing with a password or PIN) or return it to its author with a reason.
 * A refusal (wrong PIN, the plan's own signer, approved already by someone else) is thrown, for the
 * open dialog to show in the API's words; on success the snackbar says so and `onDone` runs.
 */
export function usePlanReviewActions(onDone: (action: PlanReviewAction, planId: string) => void) {
  const { notify } = useShell();
  const [approve] = useMutation(ApprovePlanMutation);
  const [giveBack] = useMutation(ReturnPlanMutation);

  const approvePlan = useCallback(
    async (id: string, signature: SignatureInput) => {
      await approve({ variables: { id, signature } });
      notify("Treatment plan approved", "success");
      onDone("approve", id);
    },
    [approve, notify, onDone],
  );

  const returnPlan = useCallback(
    async (id: string, reason: string) => {
      await giveBack({ variables: { id, reason } });
      notify("Treatment plan returned for revision", "success");
      onDone("return", id);
    },
    [giveBack, notify, onDone],
  );

  return { approvePlan, returnPlan };
}

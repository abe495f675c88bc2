import { useCallback, useState } from "react";
import { useQuery } from "@apollo/client/react";
import type { GridPaginationModel } from "@mui/x-data-grid";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useNow } from "../../lib/relativeTime";
import { toSignatureInput } from "../../lib/signing/CredentialFields";
import { SignDialog } from "../../lib/signing/SignDialog";
import { APPROVAL_PAGE_SIZE } from "./approvalFilter";
import { oldestSignedFirst } from "./approvalKind";
import { PlanApprovalGrid } from "./PlanApprovalGrid";
import { PlanReviewDrawer } from "./PlanReviewDrawer";
import { ReturnPlanDialog } from "./ReturnPlanDialog";
import { usePlanReviewActions } from "./usePlanReviewActions";

const PlanApprovalQueueQuery = graphql(`
  query PlanApprovalQueue($locationId: ID, $page: Int, $pageSize: Int) {
    treatmentPlans(status: awaiting_approval, locationId: $locationId, page: $page, pageSize: $pageSize) {
      results {
        id
        ...PlanApprovalGrid_plan
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

type Pending = { kind: "approve" | "return"; id: string } | null;

/**
 * The signed treatment plans of the current location awaiting approval, oldest signature first
 * within the page fetched (the API lists newest first). There is no live feed of plans yet: the
 * list is fetched again when the window regains focus (lib/fetchPolicy.ts installFocusRefetch, for
 * every query on screen) and after each approval or return here.
 */
export function PlanApprovals({
  locationId,
  openPlanId,
  onOpenPlan,
}: {
  locationId: string | undefined;
  openPlanId: string | null;
  onOpenPlan: (planId: string | null) => void;
}) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: APPROVAL_PAGE_SIZE });
  const [pending, setPending] = useState<Pending>(null);
  // Each plan's age moves on by the minute.
  const now = useNow();
  const { data, previousData, loading, error, refetch } = useQuery(PlanApprovalQueueQuery, {
    variables: { locationId, page: pagination.page + 1, pageSize: pagination.pageSize },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const page = data?.treatmentPlans ?? previousData?.treatmentPlans;
  const all = page?.results ?? [];
  // A plan approved or returned here leaves at once (its status changes in the cache), before the refetch.
  const rows = oldestSignedFirst(all.filter((plan) => plan.status === "awaiting_approval"));
  const rowCount = Math.max(0, (page?.pageInfo.total ?? 0) - (all.length - rows.length));

  const onDone = useCallback(
    (_action: unknown, planId: string) => {
      setPending(null);
      if (openPlanId === planId) onOpenPlan(null);
      void refetch();
    },
    [onOpenPlan, openPlanId, refetch],
  );
  const actions = usePlanReviewActions(onDone);

  return (
    <>
      {error && (
        <LoadError what="The treatment plans to approve" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />
      )}
      <PlanApprovalGrid
        rows={error ? [] : rows}
        rowCount={rowCount}
        loading={loading && !page}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        now={now.getTime()}
        emptyText="No treatment plans waiting for approval"
        onOpen={onOpenPlan}
      />
      <PlanReviewDrawer
        planId={openPlanId}
        onClose={() => onOpenPlan(null)}
        onApprove={(id) => setPending({ kind: "approve", id })}
        onReturn={(id) => setPending({ kind: "return", id })}
      />
      {pending?.kind === "approve" && (
        <SignDialog
          title="Approve this treatment plan"
          description="Approving signs the plan as supervisor; it never changes again. Enter your password or PIN to sign."
          submitLabel="Approve"
          busyLabel="Approving…"
          onSign={(credential) => actions.approvePlan(pending.id, toSignatureInput(credential))}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === "return" && (
        <ReturnPlanDialog
          onReturn={(reason) => actions.returnPlan(pending.id, reason)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

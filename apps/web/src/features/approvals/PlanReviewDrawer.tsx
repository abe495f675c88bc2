import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../__generated__";
import { PageLoading } from "../../app/pages/PageLoading";
import { useCan } from "../../app/session/capabilities";
import { displayDate, displayDateTimeWithZone } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { PlanStatusChip, planPath } from "../treatmentPlans/planFormat";
import { PlanOutlineView } from "./PlanOutlineView";

const PlanApprovalReviewQuery = graphql(`
  query PlanApprovalReview($id: ID!) {
    treatmentPlan(id: $id) {
      id
      ...PlanApprovalGrid_plan
      episodeNumber
      approvedAt
      approvedBy {
        id
        fullname
      }
      returnReason
      items {
        ...PlanOutlineView_item
        children {
          ...PlanOutlineView_item
          children {
            ...PlanOutlineView_item
            children {
              ...PlanOutlineView_item
            }
          }
        }
      }
    }
  }
`);

/** Who an intervention's responsible clinician is: the staff of the plan's location, any status. */
const PlanReviewCliniciansQuery = graphql(`
  query PlanReviewClinicians($locationId: ID!) {
    clinicians(filter: { locationId: $locationId, pageSize: 200 }) {
      results {
        id
        fullname
      }
    }
  }
`);

interface Actions {
  onClose: () => void;
  onApprove: (id: string) => void;
  onReturn: (id: string) => void;
}

/** The review of one signed treatment plan, read only, with the supervisor's two actions. */
export function PlanReviewDrawer({ planId, ...actions }: Actions & { planId: string | null }) {
  return (
    <Drawer
      anchor="right"
      open={planId !== null}
      onClose={actions.onClose}
      // Above the fixed top bar, as the group notes' review drawer (ReviewDrawer.tsx).
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: "100vw", md: "min(960px, 92vw)" } } } }}
    >
      {planId && <PlanReview planId={planId} {...actions} />}
    </Drawer>
  );
}

const TITLE = "Review treatment plan";

function PlanReview({ planId, onClose, onApprove, onReturn }: Actions & { planId: string }) {
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(PlanApprovalReviewQuery, {
    variables: { id: planId },
    fetchPolicy: "cache-and-network",
  });
  const plan = data?.treatmentPlan;
  const { data: staff } = useQuery(PlanReviewCliniciansQuery, {
    variables: { locationId: plan?.location.id ?? "" },
    skip: !plan,
  });
  const clinicianName = (id: string) =>
    staff?.clinicians.results.find((clinician) => clinician.id === id)?.fullname ?? "Someone no longer on staff";

  const header = (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, mb: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h2" sx={{ fontSize: "1.5rem" }}>
          {plan ? `Treatment plan — ${plan.client.fullname}` : "Treatment plan"}
        </Typography>
        {plan && (
          <Typography color="text.secondary" variant="body2">
            {plan.client.mrNo} · born {displayDate(plan.client.dateOfBirth)} · version {plan.version}, stay{" "}
            {plan.episodeNumber} · level of care {plan.levelOfCare} · {plan.location.name}
          </Typography>
        )}
      </Box>
      {plan && <PlanStatusChip status={plan.status} />}
      <IconButton aria-label="Close the review" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );

  if (loading && !plan) {
    return (
      <Box component="section" aria-label={TITLE} sx={{ p: 3 }}>
        {header}
        <PageLoading label="Loading the plan" />
      </Box>
    );
  }
  if (error || !plan) {
    return (
      <Box component="section" aria-label={TITLE} sx={{ p: 3 }}>
        {header}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {error
            ? `The plan could not be loaded: ${messageOf(error)}`
            : "This plan does not exist, or you may no longer see it."}
        </Alert>
      </Box>
    );
  }

  const awaiting = plan.status === "awaiting_approval";
  const mayApprove = can("client:treatment_plan_approve");
  const mayReturn = can("client:treatment_plan_return");
  // Opened from a link, the plan may have left the queue: say what became of it.
  const planLink = (
    <Button color="inherit" size="small" component={RouterLink} to={planPath(plan.id)}>
      Open the plan
    </Button>
  );
  return (
    <Box component="section" aria-label={TITLE} sx={{ p: 3 }}>
      {header}
      {plan.status === "approved" && (
        <Alert severity="success" sx={{ mb: 2 }} action={planLink}>
          Approved{plan.approvedBy ? ` by ${plan.approvedBy.fullname}` : ""}
          {plan.approvedAt ? ` on ${displayDateTimeWithZone(plan.approvedAt)}` : ""}.
        </Alert>
      )}
      {!awaiting && plan.status !== "approved" && (
        <Alert severity="warning" sx={{ mb: 2 }} action={planLink}>
          {plan.returnReason ? `Returned for revision: ${plan.returnReason}` : "This plan is not signed."}
        </Alert>
      )}
      {awaiting && (mayApprove || mayReturn) && (
        <Box sx={{ display: "flex", gap: 1, mb: 2 }}>
          {mayApprove && (
            <Button variant="contained" onClick={() => onApprove(plan.id)}>
              Approve
            </Button>
          )}
          {mayReturn && (
            <Button variant="outlined" color="warning" onClick={() => onReturn(plan.id)}>
              Return for revision
            </Button>
          )}
        </Box>
      )}
      <Box
        component="dl"
        aria-label="Signature"
        sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          Signed by
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {plan.signedBy
            ? `${plan.signedBy.fullname}${plan.signedAt ? `, ${displayDateTimeWithZone(plan.signedAt)}` : ""}`
            : "—"}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Content hash
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: "monospace", wordBreak: "break-all" }}>
          {plan.contentHash ?? "—"}
        </Typography>
      </Box>
      <PlanOutlineView items={plan.items} clinicianName={clinicianName} />
    </Box>
  );
}

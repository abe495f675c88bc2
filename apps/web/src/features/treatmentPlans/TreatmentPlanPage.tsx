import { useEffect, useMemo, useState } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import DrawIcon from "@mui/icons-material/Draw";
import { Link as RouterLink, useParams } from "react-router";
import { CLINICAL_ROLES } from "@hearth/schema";
import type {
  TreatmentPlanSignatureFieldsFragment,
  TreatmentPlanSummaryFieldsFragment,
} from "../../__generated__/graphql";
import { LoadError } from "../../app/pages/LoadError";
import { PageLoading } from "../../app/pages/PageLoading";
import { useCan } from "../../app/session/capabilities";
import { useSessionUser } from "../../app/session/SessionContext";
import { colorForUser } from "../../lib/collab/userColor";
import { errorCodeOf } from "../../lib/errors";
import { useNoteConnection } from "../groupNotes/useNoteConnection";
import { PlanDocument } from "./plan/PlanDocument";
import { PlanHeader } from "./plan/PlanHeader";
import { SignPlanDialog } from "./plan/SignPlanDialog";
import { WRITABLE_PLAN_STATUSES } from "./planFormat";
import { TreatmentPlanOptionsQuery, TreatmentPlanQuery } from "./queries";

/** `/treatment-plans/:planId`: one plan, written together live. */
export default function TreatmentPlanPage() {
  const { planId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(TreatmentPlanQuery, { variables: { id: planId } });
  const plan = data?.treatmentPlan;

  return (
    <Box>
      <Button component={RouterLink} to="/treatment-plans" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Treatment plans
      </Button>
      {plan ? (
        <PlanView key={plan.id} plan={plan} />
      ) : loading ? (
        <PageLoading label="Loading the plan" />
      ) : error && errorCodeOf(error) !== "NOT_FOUND" ? (
        <LoadError what="The plan" error={error} onRetry={() => void refetch()} />
      ) : (
        <Alert severity="warning">This plan does not exist, or its client is not at one of your locations.</Alert>
      )}
    </Box>
  );
}

function PlanView({ plan }: { plan: TreatmentPlanSummaryFieldsFragment & TreatmentPlanSignatureFieldsFragment }) {
  const me = useSessionUser();
  const can = useCan();
  const client = useApolloClient();
  // One identity for the page's life: the plan's editors skip re-rendering while their props hold.
  const user = useMemo(() => ({ id: me.id, name: me.fullname, color: colorForUser(me.id) }), [me.id, me.fullname]);
  // The page's one socket, held by the page (its provider is shared by every editor of the plan).
  const { note: connection, locked } = useNoteConnection(plan.documentName, 1);
  const [signing, setSigning] = useState(false);
  const options = useQuery(TreatmentPlanOptionsQuery, {
    variables: { mrNo: plan.client.mrNo, locationId: plan.location.id, clinicalRoles: [...CLINICAL_ROLES] },
  });
  const diagnoses = useMemo(
    () => (options.data?.clientDiagnoses ?? []).filter((d) => d.status === "active"),
    [options.data],
  );
  const clinicians = useMemo(() => options.data?.clinicians.results ?? [], [options.data]);
  const writable = WRITABLE_PLAN_STATUSES.has(plan.status);
  const canEdit = can("client:treatment_plan_edit") && writable;
  const canSign = can("client:treatment_plan_sign") && writable && !locked;
  // Signed in another browser: the collab server locks the document for every copy; read the signature.
  useEffect(() => {
    if (!locked || !writable) return;
    // Should the plan not be read now, its document is read only all the same (the server enforces it).
    client
      .query({ query: TreatmentPlanQuery, variables: { id: plan.id }, fetchPolicy: "network-only" })
      .catch(() => {});
  }, [locked, writable, client, plan.id]);

  return (
    <>
      <PlanHeader
        plan={plan}
        actions={
          canSign && (
            <Button variant="contained" startIcon={<DrawIcon />} onClick={() => setSigning(true)}>
              Sign plan
            </Button>
          )
        }
      />
      {signing && (
        <SignPlanDialog
          planId={plan.id}
          connection={connection.connection}
          shared={connection.shared}
          onClose={() => setSigning(false)}
          onSigned={() => setSigning(false)}
        />
      )}
      {options.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The client&apos;s diagnoses and the clinicians to choose from could not be loaded.
        </Alert>
      )}
      <PlanDocument
        documentName={plan.documentName}
        connection={connection}
        canEdit={canEdit}
        user={user}
        diagnoses={diagnoses}
        clinicians={clinicians}
      />
    </>
  );
}

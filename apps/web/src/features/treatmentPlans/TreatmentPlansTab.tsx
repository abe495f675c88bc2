import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ListAltIcon from "@mui/icons-material/ListAlt";
import { useNavigate } from "react-router";
import { LoadError } from "../../app/pages/LoadError";
import { PageLoading } from "../../app/pages/PageLoading";
import { useCan } from "../../app/session/capabilities";
import { EmptyState } from "../../lib/EmptyState";
import { Refusal } from "../../lib/forms/Refusal";
import { planPath } from "./planFormat";
import { PlansTable } from "./PlansTable";
import { ClientTreatmentPlansQuery, StartTreatmentPlanMutation } from "./queries";

/**
 * The chart's "treatment-plan" tab: the client's plans, every stay and version, newest first, and
 * starting the plan of the current stay when it has none. Whether the client may have one (admitted,
 * no plan yet; not through an emergency grant) the server decides; a refusal shows in its words.
 */
export default function TreatmentPlansTab({ mrNo }: { mrNo: string }) {
  const can = useCan();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ClientTreatmentPlansQuery, { variables: { mrNo } });
  const [start, started] = useMutation(StartTreatmentPlanMutation, { refetchQueries: [ClientTreatmentPlansQuery] });

  if (loading && !data) return <PageLoading label="Loading the treatment plans" />;
  if (error) return <LoadError what="The treatment plans" error={error} onRetry={() => void refetch()} />;
  const plans = data?.clientTreatmentPlans ?? [];
  const currentStay = data?.clientEpisodes.find((episode) => episode.dischargeDate === null) ?? null;
  const hasCurrentPlan = currentStay !== null && plans.some((plan) => plan.episodeNumber === currentStay.episodeNumber);
  const mayStart = can("client:treatment_plan_start") && !hasCurrentPlan;

  const startPlan = async () => {
    try {
      const result = await start({ variables: { mrNo } });
      if (result.data) void navigate(planPath(result.data.startTreatmentPlan.id));
    } catch {
      // shown from `started.error`
    }
  };

  return (
    <Box component="section" aria-labelledby="client-treatment-plans-title" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Typography id="client-treatment-plans-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
          Treatment plans
        </Typography>
        {mayStart && (
          <Button variant="contained" disabled={started.loading} onClick={() => void startPlan()}>
            Start treatment plan
          </Button>
        )}
      </Box>
      {started.error && (
        <Alert severity="error">
          <Refusal error={started.error} />
        </Alert>
      )}
      {plans.length === 0 ? (
        <EmptyState
          icon={ListAltIcon}
          title="No treatment plan yet"
          detail={
            mayStart
              ? "Start the plan of this stay: the client's active diagnoses become its first problems."
              : "The client's treatment plans show here once one is started."
          }
        />
      ) : (
        <Paper variant="outlined">
          <PlansTable label="Treatment plans" plans={plans} />
        </Paper>
      )}
    </Box>
  );
}

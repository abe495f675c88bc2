import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TablePagination from "@mui/material/TablePagination";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ListAltIcon from "@mui/icons-material/ListAlt";
import { useSearchParams } from "react-router";
import { TREATMENT_PLAN_STATUSES } from "@hearth/schema";
import type { TreatmentPlanStatus } from "@hearth/schema";
import { LoadError } from "../../app/pages/LoadError";
import { useSessionUser } from "../../app/session/SessionContext";
import { EmptyState } from "../../lib/EmptyState";
import { PLAN_STATUS_LABELS } from "./planFormat";
import { PlansTable } from "./PlansTable";
import { TreatmentPlansQuery } from "./queries";

/** The server's page size for plans (schema/graphql/treatmentPlans.graphql: 25 a page). */
const PAGE = 25;

const statusOf = (value: string | null): TreatmentPlanStatus | null =>
  TREATMENT_PLAN_STATUSES.find((status) => status === value) ?? null;

/**
 * `/treatment-plans`: the plans of the caller's locations, newest first, narrowed by status and
 * location; the filters and the page are in the address, so a list can be shared or reloaded.
 */
export default function TreatmentPlansPage() {
  const me = useSessionUser();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const locationId = me.locations.some((l) => l.id === params.get("location")) ? params.get("location") : null;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, loading, error, refetch } = useQuery(TreatmentPlansQuery, {
    variables: { status, locationId, page, pageSize: PAGE },
  });
  const change = (next: { status?: string; location?: string; page?: number }) => {
    // A new filter starts from its first page.
    const values = { status: status ?? "", location: locationId ?? "", ...next, page: String(next.page ?? 1) };
    setParams(
      Object.fromEntries(Object.entries(values).filter(([key, value]) => value && !(key === "page" && value === "1"))),
    );
  };
  const plans = data?.treatmentPlans.results ?? [];
  const total = data?.treatmentPlans.pageInfo.total ?? 0;
  const filtered = status !== null || locationId !== null;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Treatment plans
      </Typography>
      <Box
        role="search"
        aria-label="Filter treatment plans"
        sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mb: 2 }}
      >
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ""}
          onChange={(event) => change({ status: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Any status</MenuItem>
          {TREATMENT_PLAN_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {PLAN_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        {me.locations.length > 1 && (
          <TextField
            select
            size="small"
            label="Location"
            value={locationId ?? ""}
            onChange={(event) => change({ location: event.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All my locations</MenuItem>
            {me.locations.map((location) => (
              <MenuItem key={location.id} value={location.id}>
                {location.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {error && <LoadError what="Treatment plans" error={error} onRetry={() => void refetch()} />}
      {loading && <LinearProgress aria-label="Loading the treatment plans" />}
      {data && plans.length === 0 && (
        <EmptyState
          icon={ListAltIcon}
          title={filtered ? "No plan matches" : "No treatment plan yet"}
          detail={
            filtered
              ? "No plan of your locations has this status or location."
              : "Plans started from a client's chart (Treatment plan tab) show here."
          }
        />
      )}
      {plans.length > 0 && (
        <Paper variant="outlined">
          <PlansTable label="Treatment plans" plans={plans} withClient />
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
            onPageChange={(_event, next) => change({ page: next + 1 })}
          />
        </Paper>
      )}
    </Box>
  );
}

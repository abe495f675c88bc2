import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import PolicyOutlined from "@mui/icons-material/PolicyOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { CHART_ACCESS_STATUSES, CHART_ACCESS_STATUS_LABELS } from "@hearth/schema";
import type { ChartAccessRow_RequestFragment, ChartAccessStatus } from "../../../__generated__/graphql";
import { LoadError } from "../../../app/pages/LoadError";
import { PageLoading } from "../../../app/pages/PageLoading";
import { EmptyState } from "../../../lib/EmptyState";
import { displayDateTimeWithZone } from "../../../lib/dates";
import { DecisionDialog } from "./DecisionDialog";
import type { Decision } from "./DecisionDialog";
import { ChartAccessRequestsQuery } from "./queries";

const STATUS_COLORS: Record<ChartAccessStatus, "warning" | "success" | "default" | "error"> = {
  pending: "warning",
  approved: "success",
  refused: "error",
  revoked: "default",
  expired: "default",
};

/** What became of a request, in a line. */
function outcome(r: ChartAccessRow_RequestFragment): string | null {
  const at = (instant: string | null | undefined) => (instant ? displayDateTimeWithZone(instant) : "");
  const note = (text: string | null | undefined) => (text ? `: "${text}"` : "");
  if (r.status === "pending") return null;
  if (r.status === "refused")
    return `Refused by ${r.decidedBy?.fullname ?? "a reviewer"} ${at(r.decidedAt)}${note(r.decisionNote)}`;
  const approved = `Approved by ${r.decidedBy?.fullname ?? "a reviewer"} ${at(r.decidedAt)}${note(r.decisionNote)}`;
  if (r.status === "revoked")
    return `${approved}; ended early by ${r.revokedBy?.fullname ?? "a reviewer"} ${at(r.revokedAt)}${note(r.revokeNote)}`;
  return `${approved}; ${r.status === "expired" ? "ended" : "open until"} ${at(r.expiresAt)}`;
}

function RequestCard({
  request: r,
  onDecide,
}: {
  request: ChartAccessRow_RequestFragment;
  onDecide: (decision: Decision) => void;
}) {
  const titleId = `access-request-${r.id}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, display: "grid", gap: 1 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, flexGrow: 1 }}>
          {r.requester.fullname} asks for{" "}
          <RouterLink to={`/clients/${encodeURIComponent(r.client.mrNo)}`}>
            {r.client.fullname} ({r.client.mrNo})
          </RouterLink>
          , {r.client.locationName}
        </Typography>
        <Chip size="small" color={STATUS_COLORS[r.status]} label={CHART_ACCESS_STATUS_LABELS[r.status]} />
      </Box>
      <Typography sx={{ whiteSpace: "pre-line" }}>{r.reason}</Typography>
      <Typography variant="caption" color="text.secondary">
        Asked {displayDateTimeWithZone(r.requestedAt)}
      </Typography>
      {outcome(r) && <Typography variant="body2">{outcome(r)}</Typography>}
      {(r.status === "pending" || r.status === "approved") && (
        <Box sx={{ display: "flex", gap: 1 }}>
          {r.status === "pending" ? (
            <>
              <Button size="small" variant="contained" color="success" onClick={() => onDecide("approve")}>
                Approve
              </Button>
              <Button size="small" color="error" onClick={() => onDecide("refuse")}>
                Refuse
              </Button>
            </>
          ) : (
            <Button size="small" color="warning" onClick={() => onDecide("revoke")}>
              End access now
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

/**
 * `/emergency-access`: the supervisor's (and administrator's) list of emergency-access requests about
 * clients of their locations: waiting ones to approve or refuse, open grants to end early, and, on
 * request, every past one.
 */
export default function EmergencyAccessPage() {
  const [scope, setScope] = useState<"open" | "all">("open");
  const [deciding, setDeciding] = useState<{ request: ChartAccessRow_RequestFragment; decision: Decision } | null>(
    null,
  );
  const { data, loading, error, refetch } = useQuery(ChartAccessRequestsQuery, {
    variables: { status: scope === "all" ? [...CHART_ACCESS_STATUSES] : null },
    fetchPolicy: "cache-and-network",
  });
  const requests = data?.chartAccessRequests ?? [];

  return (
    <Box component="section" aria-labelledby="emergency-access-title" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Typography id="emergency-access-title" variant="h1" sx={{ fontSize: "1.75rem", flexGrow: 1 }}>
          Emergency chart access
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={scope}
          onChange={(_event, next: "open" | "all" | null) => next && setScope(next)}
          aria-label="Which requests"
        >
          <ToggleButton value="open">Waiting and open</ToggleButton>
          <ToggleButton value="all">All</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {loading && !data ? (
        <PageLoading label="Loading the requests" />
      ) : error ? (
        <LoadError what="The requests" error={error} onRetry={() => void refetch()} />
      ) : requests.length === 0 ? (
        <EmptyState
          icon={PolicyOutlined}
          title="No requests"
          detail="Staff who need a chart outside their locations in an emergency ask here; you decide for your locations."
        />
      ) : (
        <Box sx={{ display: "grid", gap: 2 }}>
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onDecide={(decision) => setDeciding({ request, decision })}
            />
          ))}
        </Box>
      )}
      {deciding && (
        <DecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDone={() => void refetch()}
        />
      )}
    </Box>
  );
}

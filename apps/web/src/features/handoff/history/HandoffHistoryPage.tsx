import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import type { ShiftSummary_ShiftFragment } from "../../../__generated__/graphql";
import { PageLoading } from "../../../app/pages/PageLoading";
import { errorCodeOf, messageOf } from "../../../lib/errors";
import { NO_HISTORY_ACCESS } from "./messages";
import { HandoffHistoryQuery } from "./queries";
import { contributorNames, shiftTitle, spanText } from "./shiftFormat";
import { APPLY_AT_ONCE } from "../../../lib/addressChange";

/**
 * `/handoff/:locationId/history`: the board's shifts, newest first, 25 a page: the shift in progress
 * (first page), then every shift the board changed in, each with who wrote during it.
 */
export default function HandoffHistoryPage() {
  const { locationId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { data, loading, error } = useQuery(HandoffHistoryQuery, {
    variables: { locationId, page },
    fetchPolicy: "cache-and-network",
  });
  const history = data?.handoffHistory;

  if (loading && !history) return <PageLoading label="Loading the handoff history" />;
  if (error && !history)
    return (
      <Alert severity={errorCodeOf(error) === "NOT_FOUND" ? "warning" : "error"}>
        {errorCodeOf(error) === "NOT_FOUND" ? NO_HISTORY_ACCESS : messageOf(error)}
      </Alert>
    );
  if (!history) return null;
  const { pageInfo } = history.shifts;
  const pages = Math.ceil(pageInfo.total / pageInfo.pageSize);

  return (
    <Box>
      <Box
        sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 3 }}
      >
        <Typography variant="h1">Shift handoff history — {history.location.name}</Typography>
        <Button component={RouterLink} to={`/handoff/${locationId}`} variant="outlined">
          Back to the board
        </Button>
      </Box>
      <Paper variant="outlined">
        <List aria-label="Shifts" disablePadding>
          {history.current && <ShiftRow locationId={locationId} shift={history.current} />}
          {history.shifts.results.map((shift) => (
            <ShiftRow key={shift.id} locationId={locationId} shift={shift} />
          ))}
        </List>
        {!history.current && history.shifts.results.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No shift has been recorded yet.
          </Typography>
        )}
      </Paper>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={pageInfo.page}
          onChange={(_event, next) => setParams(next === 1 ? {} : { page: String(next) }, APPLY_AT_ONCE)}
        />
      )}
    </Box>
  );
}

function ShiftRow({ locationId, shift }: { locationId: string; shift: ShiftSummary_ShiftFragment }) {
  return (
    <ListItemButton
      component={RouterLink}
      to={`/handoff/${locationId}/history/${shift.id}`}
      divider
      aria-label={shiftTitle(shift)}
    >
      <ListItemText
        primary={
          <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            {shiftTitle(shift)}
            {shift.inProgress && <Chip size="small" color="primary" label="In progress" />}
          </Box>
        }
        secondary={`${spanText(shift.startsAt, shift.endsAt)} · ${contributorNames(shift.contributors)}`}
      />
    </ListItemButton>
  );
}

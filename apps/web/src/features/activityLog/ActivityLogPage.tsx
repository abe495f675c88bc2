import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/Download";
import { graphql } from "../../__generated__";
import { messageOf } from "../../lib/errors";
import { ClientPicker } from "../../lib/pickers/ClientPicker";
import { StaffPicker } from "../../lib/pickers/StaffPicker";
import { usePagedFilter } from "../../lib/usePagedFilter";
import {
  ACTIVITY_PAGE_SIZE,
  exportUrl,
  loadActivityFilter,
  rangeIsBackwards,
  saveActivityFilter,
  toActivityFilterInput,
} from "./activityFilter";
import type { ActivityFilterState, ActivityOutcome } from "./activityFilter";
import { ActivityLogGrid } from "./ActivityLogGrid";

const ActivityLogQuery = graphql(`
  query ActivityLog($filter: ActivityLogFilter) {
    activityLog(filter: $filter) {
      results {
        ...ActivityLogGrid_entry
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

const OUTCOMES: { value: ActivityOutcome | ""; label: string }[] = [
  { value: "", label: "Any" },
  { value: "success", label: "Success" },
  { value: "denied", label: "Denied" },
  { value: "failure", label: "Failure" },
];

/**
 * The activity (audit) log for administrators (§3 activity filter dateFrom, dateTo, by user and by
 * client): who read or changed what, when, from where, and the outcome; exported as CSV.
 */
export default function ActivityLogPage() {
  const { filter, changeFilter, pagination, setPagination } = usePagedFilter(
    loadActivityFilter,
    ACTIVITY_PAGE_SIZE,
    saveActivityFilter,
  );
  const backwards = rangeIsBackwards(filter);
  const { data, previousData, loading, error } = useQuery(ActivityLogQuery, {
    variables: { filter: toActivityFilterInput(filter, pagination.page, pagination.pageSize) },
    skip: backwards,
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.activityLog ?? previousData?.activityLog;
  const change = (patch: Partial<ActivityFilterState>) => changeFilter({ ...filter, ...patch });

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Activity log
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={exportUrl(filter)}
          disabled={backwards}
          download="activity-log.csv"
        >
          Export CSV
        </Button>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2, alignItems: "flex-start" }}>
        <TextField
          label="From"
          type="date"
          value={filter.dateFrom}
          onChange={(event) => change({ dateFrom: event.target.value })}
          error={backwards}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          value={filter.dateTo}
          onChange={(event) => change({ dateTo: event.target.value })}
          error={backwards}
          helperText={backwards ? "Choose a day on or after From" : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <StaffPicker
          label="User"
          noOptionsText="No staff member matches"
          value={filter.actor}
          onChange={(actor) => change({ actor })}
          sx={{ minWidth: 240 }}
        />
        <ClientPicker
          includeDischarged
          label="Client"
          value={filter.client}
          onChange={(client) => change({ client })}
          sx={{ minWidth: 280 }}
        />
        <TextField
          select
          label="Outcome"
          value={filter.outcome}
          onChange={(event) => change({ outcome: event.target.value as ActivityOutcome | "" })}
          sx={{ minWidth: 140 }}
        >
          {OUTCOMES.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The activity log could not be loaded: {messageOf(error)}
        </Alert>
      )}
      <ActivityLogGrid
        rows={error || backwards ? [] : (page?.results ?? [])}
        rowCount={page?.pageInfo.total ?? 0}
        loading={loading}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
      />
    </Box>
  );
}

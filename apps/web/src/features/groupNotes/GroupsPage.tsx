import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import SettingsIcon from "@mui/icons-material/Settings";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useCurrentLocation } from "../../app/session/CurrentLocation";
import { useCan } from "../../app/session/capabilities";
import { useShell } from "../../app/shell/ShellState";
import { SearchField } from "../../lib/SearchField";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { usePagedFilter } from "../../lib/usePagedFilter";
import { GroupDialog } from "./GroupDialog";
import { GROUP_PAGE_SIZE, GroupGrid } from "./GroupGrid";
import type { GroupRow } from "./GroupGrid";
import { useLocationOptions } from "./locationOptions";

const GroupListQuery = graphql(`
  query GroupNotesGroupList($filter: GroupFilter) {
    groups(filter: $filter) {
      results {
        ...GroupGrid_group
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

const ProgramsQuery = graphql(`
  query GroupNotesPrograms($locationId: ID) {
    programs(locationId: $locationId, active: true) {
      id
      name
    }
  }
`);

const SEARCH_DEBOUNCE_MS = 300;

/** The groups of the current location; admins and the location's supervisors create and edit them. */
export default function GroupsPage() {
  const can = useCan();
  const { location } = useCurrentLocation();
  const { notify } = useShell();
  const { filter, changeFilter, pagination, setPagination } = usePagedFilter(
    { search: "", programId: "" },
    GROUP_PAGE_SIZE,
  );
  const [editing, setEditing] = useState<GroupRow | "new" | null>(null);
  const searchQuery = useDebouncedValue(filter.search.trim(), SEARCH_DEBOUNCE_MS);
  const canManage = can("group:update");

  const { data, previousData, loading, error, refetch } = useQuery(GroupListQuery, {
    variables: {
      filter: {
        locationId: location?.id,
        programId: filter.programId || undefined,
        searchQuery: searchQuery || undefined,
        page: pagination.page + 1,
        pageSize: pagination.pageSize,
      },
    },
    skip: !location,
    notifyOnNetworkStatusChange: true,
  });
  const programs = useQuery(ProgramsQuery, { variables: { locationId: location?.id }, skip: !location });
  const options = useLocationOptions(canManage ? location?.id : undefined);
  const page = data?.groups ?? previousData?.groups;

  if (!location) {
    return (
      <Box>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Groups
        </Typography>
        <Alert severity="info">You are not assigned to a location yet, so there are no groups to show.</Alert>
      </Box>
    );
  }

  return (
    <Box>
      <Button component={RouterLink} to="/groupnotes" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Group sessions
      </Button>
      <Box
        sx={{
          display: "flex",
          alignItems: { md: "center" },
          flexDirection: { xs: "column", md: "row" },
          gap: 2,
          mb: 3,
        }}
      >
        <Typography variant="h1" sx={{ flex: 1 }}>
          Groups — {location.name}
        </Typography>
        {can("organization_settings:update") && (
          // When check-in opens before a session is the organization's setting.
          <Button component={RouterLink} to="/settings" startIcon={<SettingsIcon />}>
            Check-in settings
          </Button>
        )}
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
            New group
          </Button>
        )}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
        <SearchField
          value={filter.search}
          onChange={(search) => changeFilter({ ...filter, search })}
          placeholder="Group name"
        />
        <TextField
          select
          label="Program"
          value={filter.programId}
          onChange={(event) => changeFilter({ ...filter, programId: event.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All programs</MenuItem>
          {(programs.data?.programs ?? []).map((program) => (
            <MenuItem key={program.id} value={program.id}>
              {program.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && <LoadError what="The groups" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      <GroupGrid
        rows={error ? [] : (page?.results ?? [])}
        rowCount={page?.pageInfo.total ?? 0}
        loading={loading}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        onEdit={canManage ? setEditing : undefined}
      />
      {editing !== null && (
        <GroupDialog
          group={editing === "new" ? null : editing}
          locationId={location.id}
          canAddProgramsAndRooms={can("program:create")}
          programs={programs.data?.programs ?? []}
          clinicians={options.clinicians}
          rooms={options.rooms}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            notify(editing === "new" ? `Group ${name} created` : `Group ${name} saved`, "success");
          }}
        />
      )}
    </Box>
  );
}

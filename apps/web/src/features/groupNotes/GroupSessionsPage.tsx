import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import CalendarViewWeekIcon from "@mui/icons-material/CalendarViewWeek";
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import GroupsIcon from "@mui/icons-material/Groups";
import ViewListIcon from "@mui/icons-material/ViewList";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useCurrentLocation } from "../../app/session/CurrentLocation";
import { useCan } from "../../app/session/capabilities";
import { useSessionUser } from "../../app/session/SessionContext";
import { useShell } from "../../app/shell/ShellState";
import { displayDate } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { usePagedFilter } from "../../lib/usePagedFilter";
import { useLocationOptions } from "./locationOptions";
import { NewSessionDialog } from "./NewSessionDialog";
import { SessionFilters } from "./SessionFilters";
import { SessionGrid } from "./SessionGrid";
import { loadSessionFilter, saveSessionFilter, SESSION_PAGE_SIZE, toSessionFilterInput } from "./sessionFilter";
import type { SessionView } from "./sessionFilter";
import { WeekCalendar } from "./WeekCalendar";
import { shiftWeek, thisWeek, weekContaining } from "./weeks";

const SessionListQuery = graphql(`
  query GroupSessionList($filter: GroupSessionFilter) {
    groupSessions(filter: $filter) {
      results {
        ...SessionGrid_session
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

const GenerateMutation = graphql(`
  mutation GenerateGroupSessions($input: GenerateSessionsInput!) {
    generateGroupSessions(input: $input) {
      created
    }
  }
`);

/**
 * The group sessions of the current location: a list (one server page at a time) or a week
 * calendar, with saved filters; new ad hoc sessions and the week's sessions from the schedules.
 */
export default function GroupSessionsPage() {
  const me = useSessionUser();
  const can = useCan();
  const { location } = useCurrentLocation();
  const { notify } = useShell();
  const { filter, changeFilter, pagination, setPagination } = usePagedFilter(
    loadSessionFilter,
    SESSION_PAGE_SIZE,
    saveSessionFilter,
  );
  const [monday, setMonday] = useState(() => thisWeek().from);
  const [creating, setCreating] = useState(false);

  const options = useLocationOptions(location?.id);
  const calendar = filter.view === "calendar";
  const week = weekContaining(monday);
  const { data, previousData, loading, error, refetch } = useQuery(SessionListQuery, {
    variables: {
      filter: toSessionFilterInput(
        filter,
        location?.id,
        calendar ? week : filter.range,
        calendar ? "all" : pagination.page,
      ),
    },
    skip: !location,
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.groupSessions ?? previousData?.groupSessions;
  const [generate, generation] = useMutation(GenerateMutation, { refetchQueries: ["GroupSessionList"] });

  // Admins and supervisors for every group of the location; facilitators for the groups they run.
  const canCreate = can("group_session:create") || options.groups.some((group) => group.permissions.createSession);
  const canGenerate =
    can("group_session:generate") || options.groups.some((group) => group.permissions.generateSessions);
  const generateRange = calendar ? week : thisWeek();
  const generateLabel =
    generateRange.from === thisWeek().from
      ? "Create this week's sessions from schedules"
      : `Create sessions of the week of ${displayDate(generateRange.from)} from schedules`;

  const changeView = (view: SessionView | null) => view && changeFilter({ ...filter, view });
  const changeWeek = (direction: -1 | 1 | "today") =>
    setMonday((current) => (direction === "today" ? thisWeek().from : shiftWeek(current, direction)));

  const runGenerate = async () => {
    try {
      const { data: result } = await generate({ variables: { input: { ...generateRange, locationId: location?.id } } });
      const created = result?.generateGroupSessions.created ?? 0;
      notify(
        created === 0 ? "No new sessions" : `${created} ${created === 1 ? "session" : "sessions"} created`,
        created === 0 ? "info" : "success",
      );
    } catch (failure) {
      notify(`Sessions could not be created: ${messageOf(failure)}`, "error");
    }
  };

  if (!location) {
    return (
      <Box>
        <Typography variant="h1" sx={{ mb: 3 }}>
          Group sessions
        </Typography>
        <Alert severity="info">You are not assigned to a location yet, so there are no group sessions to show.</Alert>
      </Box>
    );
  }

  return (
    <Box>
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
          Group sessions — {location.name}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button component={RouterLink} to="/groupnotes/groups" startIcon={<GroupsIcon />}>
            Groups
          </Button>
          {canGenerate && (
            <Button
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              onClick={() => void runGenerate()}
              disabled={generation.loading}
            >
              {generation.loading ? "Creating sessions…" : generateLabel}
            </Button>
          )}
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New session
            </Button>
          )}
        </Box>
      </Box>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, flexWrap: "wrap" }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter.view}
          onChange={(_event, view: SessionView | null) => changeView(view)}
          aria-label="View"
          sx={{ mb: 2 }}
        >
          <ToggleButton value="list" aria-label="List">
            <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} /> List
          </ToggleButton>
          <ToggleButton value="calendar" aria-label="Week calendar">
            <CalendarViewWeekIcon fontSize="small" sx={{ mr: 0.5 }} /> Week
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }}>
          <SessionFilters
            filter={filter}
            onChange={changeFilter}
            groups={options.groups}
            clinicians={options.clinicians}
          />
        </Box>
      </Box>
      {error && <LoadError what="The sessions" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {calendar ? (
        <WeekCalendar
          monday={week.from}
          sessions={error ? [] : (page?.results ?? [])}
          loading={loading}
          onWeekChange={changeWeek}
        />
      ) : (
        <SessionGrid
          rows={error ? [] : (page?.results ?? [])}
          rowCount={page?.pageInfo.total ?? 0}
          loading={loading}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
        />
      )}
      {creating && (
        <NewSessionDialog
          open
          myId={me.id}
          groups={options.groups}
          clinicians={options.clinicians}
          rooms={options.rooms}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import EventNoteIcon from "@mui/icons-material/EventNote";
import { useSearchParams } from "react-router";
import { graphql } from "../../__generated__";
import type { EventItem_EventFragment } from "../../__generated__/graphql";
import { LoadError } from "../../app/pages/LoadError";
import { useCan } from "../../app/session/capabilities";
import { useSessionUser } from "../../app/session/SessionContext";
import { userTimeZone } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { SearchField } from "../../lib/SearchField";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { useLiveRefetch } from "../../lib/useLiveRefetch";
import { FormDialog } from "../../lib/forms/FormDialog";
import { EventDialog } from "./EventDialog";
import { EventItem } from "./EventItem";
import type { EventHighlight } from "./EventItem";
import {
  emptyForm,
  emptyMessage,
  EVENT_PAGE_SIZE,
  formFromEvent,
  groupByDay,
  periodFromSearch,
  totalLabel,
} from "./eventView";
import type { EventsPeriod } from "./eventView";
import { APPLY_AT_ONCE } from "../../lib/addressChange";

const EventListQuery = graphql(`
  query EventList($period: EventPeriod, $search: String, $page: Int, $pageSize: Int) {
    events(period: $period, search: $search, page: $page, pageSize: $pageSize) {
      results {
        id
        ...EventItem_event
      }
      pageInfo {
        total
        page
        pageSize
      }
      eventCount
      eventTotal
    }
  }
`);

const EventChangedSubscription = graphql(`
  subscription EventChanged {
    eventChanged {
      id
      ...EventItem_event
    }
  }
`);

const CancelEventMutation = graphql(`
  mutation CancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      id
      ...EventItem_event
    }
  }
`);

/** How long a live arrival stays highlighted. */
const HIGHLIGHT_MS = 15_000;

/** Live arrivals, each highlighted for a while: "new" when it was not on the page, else "changed". */
function useHighlights(): [Map<string, EventHighlight>, (id: string, kind: EventHighlight) => void] {
  const [highlights, setHighlights] = useState(() => new Map<string, EventHighlight>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);
  const add = useCallback((id: string, kind: EventHighlight) => {
    setHighlights((h) => new Map(h).set(id, h.get(id) === "new" ? "new" : kind));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setHighlights((h) => {
          const next = new Map(h);
          next.delete(id);
          return next;
        });
      }, HIGHLIGHT_MS),
    );
  }, []);
  return [highlights, add];
}

/**
 * `/events`: the organization's events the signed-in user may see, upcoming (soonest first) or
 * past (latest first), by day, 25 a page (§3 eventSize). Admins and clinical directors create,
 * edit and cancel; a new or changed event appears live, highlighted.
 */
export default function EventsPage() {
  const user = useSessionUser();
  const zone = userTimeZone();
  const [params, setParams] = useSearchParams();
  const period = periodFromSearch(params);
  const page = Math.max(0, Number(params.get("page") ?? 1) - 1) || 0;
  const [searchText, setSearchText] = useState(params.get("q") ?? "");
  const search = useDebouncedValue(searchText.trim(), 300);
  const can = useCan();
  const mayCreate = can("event:create");

  const setPage = (next: number) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (next > 0) n.set("page", String(next + 1));
      else n.delete("page");
      return n;
    }, APPLY_AT_ONCE);
  // Another period starts from its first page; the search stays.
  const setPeriod = (next: EventsPeriod) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.delete("page");
      if (next === "past") n.set("period", "past");
      else n.delete("period");
      return n;
    }, APPLY_AT_ONCE);
  // A new search starts again from the first page.
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.delete("page");
        if (search) n.set("q", search);
        else n.delete("q");
        return n;
      },
      { replace: true },
    );
  }, [search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(EventListQuery, {
    variables: { period, search: search || null, page: page + 1, pageSize: EVENT_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const list = data?.events ?? previousData?.events;
  const rows = list?.results ?? [];
  const total = list?.eventTotal ?? 0;

  const [highlights, highlight] = useHighlights();
  const scheduleRefetch = useLiveRefetch(refetch);
  // The subscription's callback runs outside render: it reads the events on screen now.
  const shownIds = useRef(new Set<string>());
  useEffect(() => {
    shownIds.current = new Set(list?.results.map((r) => r.id) ?? []);
  }, [list]);
  useSubscription(EventChangedSubscription, {
    onData: ({ data: live }) => {
      const changed = live.data?.eventChanged;
      if (!changed) return;
      highlight(changed.id, shownIds.current.has(changed.id) ? "changed" : "new");
      scheduleRefetch();
    },
  });

  const [editing, setEditing] = useState<{ id: string | null; event?: EventItem_EventFragment } | null>(null);
  const [cancelling, setCancelling] = useState<EventItem_EventFragment | null>(null);
  const [cancelEvent, cancelState] = useMutation(CancelEventMutation);
  const [cancelProblem, setCancelProblem] = useState<string | null>(null);
  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancelEvent({ variables: { id: cancelling.id } });
      setCancelling(null);
      scheduleRefetch();
    } catch (e) {
      setCancelProblem(messageOf(e));
    }
  };

  const groups = groupByDay(rows, zone);
  const lastPage = Math.max(0, Math.ceil(total / EVENT_PAGE_SIZE) - 1);
  return (
    <Box>
      <Box
        sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 1 }}
      >
        <Typography variant="h1">Events</Typography>
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
            New event
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Meetings, trainings, drills and celebrations for you and your locations.
        {list ? ` You have ${list.eventCount} upcoming.` : ""}
      </Typography>
      <Tabs
        value={period}
        onChange={(_e, next: EventsPeriod) => setPeriod(next)}
        aria-label="Upcoming or past events"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="upcoming" label="Upcoming" />
        <Tab value="past" label="Past" />
      </Tabs>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
        <SearchField value={searchText} onChange={setSearchText} placeholder="Event title" />
        {list && (
          <Typography color="text.secondary" aria-live="polite">
            {totalLabel(rows.length, total)}
          </Typography>
        )}
      </Box>
      {error && <LoadError what="Events" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {!(error && !list) && (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>{loading && list && <LinearProgress aria-label="Updating events" />}</Box>
          {!list ? (
            <Box sx={{ display: "grid", placeItems: "center", minHeight: 240 }}>
              <CircularProgress aria-label="Loading events" />
            </Box>
          ) : rows.length === 0 ? (
            <Box sx={{ display: "grid", placeItems: "center", minHeight: 200, p: 3, textAlign: "center" }}>
              <EventNoteIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
              <Typography color="text.secondary">{emptyMessage(period, search)}</Typography>
            </Box>
          ) : (
            <List disablePadding aria-label="Events">
              {groups.map((group) => (
                <li key={group.day}>
                  <List disablePadding aria-label={group.label}>
                    <ListSubheader sx={{ bgcolor: "background.default", fontWeight: 600 }}>{group.label}</ListSubheader>
                    {group.events.map((event) => (
                      <EventItem
                        key={event.id}
                        event={event}
                        zone={zone}
                        highlight={highlights.get(event.id)}
                        onEdit={() => setEditing({ id: event.id, event })}
                        onCancel={() => {
                          setCancelProblem(null);
                          setCancelling(event);
                        }}
                      />
                    ))}
                  </List>
                </li>
              ))}
            </List>
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, lastPage)}
            rowsPerPage={EVENT_PAGE_SIZE}
            rowsPerPageOptions={[EVENT_PAGE_SIZE]}
            onPageChange={(_e, next) => setPage(next)}
          />
        </Paper>
      )}
      {editing && (
        <EventDialog
          eventId={editing.id}
          initial={
            editing.event
              ? formFromEvent(editing.event, zone)
              : emptyForm(
                  new Date(),
                  zone,
                  user.locations.map((l) => l.id),
                  can("event:address_organization"),
                )
          }
          zone={zone}
          locations={user.locations}
          mayAddressOrganization={can("event:address_organization")}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            scheduleRefetch();
          }}
        />
      )}
      {cancelling && (
        <FormDialog
          open
          title="Cancel this event?"
          submitLabel="Cancel event"
          busyLabel="Cancelling…"
          submitColor="error"
          busy={cancelState.loading}
          error={cancelProblem}
          onSubmit={() => void confirmCancel()}
          onClose={() => setCancelling(null)}
          maxWidth="xs"
        >
          <Typography>
            “{cancelling.title}” stays listed as cancelled, and everyone it was for sees that right away. This cannot be
            undone.
          </Typography>
        </FormDialog>
      )}
    </Box>
  );
}

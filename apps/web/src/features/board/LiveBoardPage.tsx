import { useCallback, useEffect, useRef, useState } from "react";
import type { ComponentType, RefObject } from "react";
import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import AssignmentReturnIcon from "@mui/icons-material/AssignmentReturn";
import ChatIcon from "@mui/icons-material/Chat";
import EventNoteIcon from "@mui/icons-material/EventNote";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import HowToRegIcon from "@mui/icons-material/HowToReg";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import VerifiedIcon from "@mui/icons-material/Verified";
import { Navigate, useParams } from "react-router";
import { graphql } from "../../__generated__";
import type { BoardEntryKind, LiveBoardEntryFragment } from "../../__generated__/graphql";
import { useSessionUser } from "../../app/session/SessionContext";
import { useLocationScreen } from "../../app/session/useLocationScreen";
import { displayTime } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { relativeTime, useNow } from "../../lib/relativeTime";
import { isFresh, mergeLines } from "./boardEntries";

export const LiveBoardEntry = graphql(`
  fragment LiveBoardEntry on BoardEntry {
    id
    kind
    title
    body
    link
    actorName
    createdAt
  }
`);

const LocationBoardQuery = graphql(`
  query LocationBoard($locationId: ID!, $before: DateTime) {
    locationBoard(locationId: $locationId, before: $before) {
      location {
        id
        name
      }
      entries {
        ...LiveBoardEntry
      }
      hasOlder
    }
  }
`);

const BoardEntryAddedSubscription = graphql(`
  subscription BoardEntryAdded($locationId: ID!) {
    boardEntryAdded(locationId: $locationId) {
      ...LiveBoardEntry
    }
  }
`);

const KIND_ICONS: Record<BoardEntryKind, ComponentType<SvgIconProps>> = {
  note_submitted: TaskAltIcon,
  note_approved: VerifiedIcon,
  note_returned: AssignmentReturnIcon,
  check_in: HowToRegIcon,
  event: EventNoteIcon,
  message: ChatIcon,
};

/**
 * A location's live board (`/board/:locationId`) for staff on shift and for a wall screen: check-ins,
 * notes submitted and reviewed, events, and staff messages addressed to the location ("@riverside"),
 * as they happen. `/board` opens the current location's (the top bar's).
 */
export default function LiveBoardPage() {
  const me = useSessionUser();
  const { locationId } = useParams();
  const current = useLocationScreen("/board");

  if (!locationId) {
    if (current) return <Navigate to={`/board/${current.id}`} replace />;
    return <Alert severity="info">You are not assigned to a location yet, so there is no live board to open.</Alert>;
  }
  return <BoardScreen key={locationId} locationId={locationId} locations={me.locations} />;
}

function BoardScreen({
  locationId,
  locations,
}: {
  locationId: string;
  locations: readonly { id: string; name: string }[];
}) {
  const client = useApolloClient();
  const screen = useRef<HTMLDivElement>(null);
  const wall = useFullscreen(screen);
  const now = useNow(wall ? 15_000 : 60_000);
  const { data, loading, error } = useQuery(LocationBoardQuery, { variables: { locationId } });
  /** Lines that arrived on this screen, with when: they stay highlighted a while. */
  const [live, setLive] = useState<{ entry: LiveBoardEntryFragment; arrivedAt: number }[]>([]);
  const [older, setOlder] = useState<{ entries: LiveBoardEntryFragment[]; hasOlder: boolean } | null>(null);
  const [olderError, setOlderError] = useState<string | null>(null);
  const { error: liveError } = useSubscription(BoardEntryAddedSubscription, {
    variables: { locationId },
    onData: ({ data: added }) => {
      const entry = added.data?.boardEntryAdded;
      if (entry) setLive((lines) => [{ entry, arrivedAt: Date.now() }, ...lines]);
    },
  });

  const board = data?.locationBoard;
  const lines = mergeLines(
    live.map((l) => l.entry),
    board?.entries ?? [],
    older?.entries ?? [],
  );
  const arrivedAt = new Map(live.map((l) => [l.entry.id, l.arrivedAt]));
  const hasOlder = older ? older.hasOlder : (board?.hasOlder ?? false);

  const loadOlder = useCallback(async () => {
    const last = lines.at(-1);
    if (!last) return;
    setOlderError(null);
    try {
      const { data: page } = await client.query({
        query: LocationBoardQuery,
        variables: { locationId, before: last.createdAt },
        fetchPolicy: "network-only",
      });
      if (page)
        setOlder((previous) => ({
          entries: [...(previous?.entries ?? []), ...page.locationBoard.entries],
          hasOlder: page.locationBoard.hasOlder,
        }));
    } catch (failure) {
      setOlderError(messageOf(failure));
    }
  }, [client, lines, locationId]);

  const name = board?.location.name ?? locations.find((l) => l.id === locationId)?.name;

  return (
    <Box
      ref={screen}
      sx={wall ? { bgcolor: "background.default", p: 4, height: "100vh", overflow: "auto" } : undefined}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: { md: "center" },
          flexDirection: { xs: "column", md: "row" },
          gap: 2,
          mb: 3,
        }}
      >
        <Typography variant="h1" sx={{ flex: 1, fontSize: wall ? "2.75rem" : undefined }}>
          {name ? `Live board — ${name}` : "Live board"}
        </Typography>
        <Typography
          aria-label="Time now"
          sx={{ fontSize: wall ? "2.25rem" : "1.25rem", fontVariantNumeric: "tabular-nums" }}
        >
          {displayTime(now)}
        </Typography>
        <Chip
          label={liveError ? "Not live" : "Live"}
          color={liveError ? "warning" : "success"}
          size="small"
          variant="outlined"
        />
        {!wall && (
          <>
            <Button startIcon={<FullscreenIcon />} onClick={() => void screen.current?.requestFullscreen?.()}>
              Full screen
            </Button>
          </>
        )}
      </Box>
      {error ? (
        <Alert severity="warning">{messageOf(error)}</Alert>
      ) : loading && !board ? (
        <CircularProgress aria-label="Loading the live board" />
      ) : lines.length === 0 ? (
        <Alert severity="info">
          Nothing has happened here yet. Check-ins, group notes submitted or reviewed, events for this location, and
          messages that mention it (@ and its name) appear here as they happen.
        </Alert>
      ) : (
        <Box component="ol" aria-label="Live board" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
          {lines.map((line) => (
            <BoardLineItem
              key={line.id}
              line={line}
              fresh={isFresh(line, arrivedAt, now.getTime())}
              wall={wall}
              now={now}
            />
          ))}
        </Box>
      )}
      {olderError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {olderError}
        </Alert>
      )}
      {hasOlder && !wall && (
        <Button sx={{ mt: 2 }} onClick={() => void loadOlder()}>
          Show older
        </Button>
      )}
    </Box>
  );
}

function BoardLineItem({
  line,
  fresh,
  wall,
  now,
}: {
  line: LiveBoardEntryFragment;
  fresh: boolean;
  wall: boolean;
  now: Date;
}) {
  const Icon = KIND_ICONS[line.kind];
  return (
    <Paper
      component="li"
      variant="outlined"
      data-fresh={fresh || undefined}
      sx={{
        display: "flex",
        gap: 2,
        alignItems: "center",
        p: wall ? 2.5 : 1.5,
        borderLeftWidth: 6,
        borderLeftColor: fresh ? "success.main" : "divider",
        transition: "border-color 1s",
      }}
    >
      <Icon color="primary" sx={{ fontSize: wall ? 44 : 28 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, fontSize: wall ? "1.75rem" : "1.05rem" }}>{line.title}</Typography>
        <Typography color="text.secondary" sx={{ fontSize: wall ? "1.35rem" : "0.95rem" }}>
          {[line.body, line.actorName].filter(Boolean).join(" · ")}
        </Typography>
      </Box>
      <Typography
        color="text.secondary"
        sx={{ fontSize: wall ? "1.35rem" : "0.9rem", whiteSpace: "nowrap" }}
        title={displayTime(line.createdAt)}
      >
        {relativeTime(line.createdAt, now)}
      </Typography>
    </Paper>
  );
}

/** Whether the element is shown full screen (the wall-screen look), following the browser's own exits (Esc). */
function useFullscreen(element: RefObject<HTMLElement | null>): boolean {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const update = () => setFull(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, [element]);
  return full;
}

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Link as RouterLink } from "react-router";
import type { SessionGrid_SessionFragment } from "../../__generated__/graphql";
import { displayDate } from "../../lib/dates";
import { NoteStatusChip } from "./NoteStatusChip";
import { timeRange } from "./schedule";
import { attendanceSummary } from "./SessionGrid";
import { pendingOpenings, useOpeningClock } from "./sessionOpenings";
import { dayHeading, todayInServerZone, weekDays } from "./weeks";

type Session = SessionGrid_SessionFragment;

/** Monday-to-Sunday columns of one week, each session a card by start time; a card opens the session. */
export function WeekCalendar(props: {
  monday: string;
  sessions: Session[];
  loading: boolean;
  onWeekChange: (direction: -1 | 1 | "today") => void;
}) {
  const days = weekDays(props.monday);
  const today = todayInServerZone();
  // Renewed as a draft's check-in or signing opens, so each card says what is open now.
  const now = useOpeningClock(
    props.sessions
      .filter((s) => s.noteStatus === "draft" && !s.cancelledAt)
      .flatMap((s) => [s.checkInOpensAt, s.signingOpensAt]),
  );
  const byDay = new Map(days.map((date) => [date, [] as Session[]]));
  for (const session of props.sessions) byDay.get(session.date)?.push(session);
  for (const list of byDay.values()) list.sort((a, b) => a.startTime.localeCompare(b.startTime));

  return (
    <Box component="section" aria-label="Week calendar">
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5, flexWrap: "wrap" }}>
        <Tooltip title="Previous week">
          <IconButton aria-label="Previous week" onClick={() => props.onWeekChange(-1)}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" size="small" onClick={() => props.onWeekChange("today")}>
          Today
        </Button>
        <Tooltip title="Next week">
          <IconButton aria-label="Next week" onClick={() => props.onWeekChange(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        <Typography component="h2" variant="h6" sx={{ ml: 1 }} aria-live="polite">
          Week of {displayDate(days[0])} – {displayDate(days[6])}
        </Typography>
      </Box>
      {!props.loading && props.sessions.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No sessions in this week
        </Typography>
      )}
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", md: "repeat(7, minmax(0, 1fr))" },
          gap: 1,
          opacity: props.loading ? 0.6 : 1,
        }}
      >
        {days.map((date) => (
          <Paper
            key={date}
            component="section"
            variant="outlined"
            aria-label={dayHeading(date)}
            sx={{ p: 1, minHeight: { md: 240 }, bgcolor: date === today ? "action.selected" : "background.paper" }}
          >
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1, fontWeight: date === today ? 700 : 500 }}>
              {dayHeading(date)}
              {date === today && " (today)"}
            </Typography>
            <Box sx={{ display: "grid", gap: 1 }}>
              {byDay.get(date)!.map((session) => (
                <SessionCard key={session.id} session={session} now={now} />
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

function SessionCard({ session, now }: { session: Session; now: number }) {
  const pending = session.noteStatus === "draft" && !session.cancelledAt ? pendingOpenings(session, now) : null;
  const opens = pending?.checkIn ?? pending?.signing;
  return (
    <Card variant="outlined" sx={{ opacity: session.cancelledAt ? 0.6 : 1 }}>
      <CardActionArea
        component={RouterLink}
        to={`/groupnotes/session/${session.id}`}
        sx={{ p: 1 }}
        aria-label={`${session.groupName}, ${timeRange(session.startTime, session.endTime)}`}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {timeRange(session.startTime, session.endTime)}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, textDecoration: session.cancelledAt ? "line-through" : "none" }}
        >
          {session.groupName}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          {session.facilitator.fullname}
          {session.room ? ` · ${session.room.name}` : ""}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: opens ? 0 : 0.5 }}>
          {attendanceSummary(session, now)}
        </Typography>
        {opens && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.5 }}>
            {opens}
          </Typography>
        )}
        <NoteStatusChip status={session.noteStatus} late={session.late} cancelled={Boolean(session.cancelledAt)} />
      </CardActionArea>
    </Card>
  );
}

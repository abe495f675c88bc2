import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { PageLoading } from "../../app/pages/PageLoading";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { timeSpanText } from "../groupNotes/print/signedNoteFormat";
import { useCan } from "../../app/session/capabilities";
import { slotText } from "./clientFormat";

const ClientScheduleQuery = graphql(`
  query ClientGroupScheduleTab($mrNo: String!) {
    clientGroupSchedule(mrNo: $mrNo) {
      groups {
        id
        name
        programName
        room {
          id
          name
        }
        facilitators {
          id
          fullname
        }
        schedule {
          weekday
          startTime
          endTime
        }
      }
      upcoming {
        id
        groupName
        startsAt
        endsAt
        topic
        room {
          id
          name
        }
        facilitator {
          id
          fullname
        }
      }
    }
  }
`);

/** The overview tab: for the clinical team, the client's groups and next group sessions. */
export default function ClientOverviewTab({ mrNo }: { mrNo: string }) {
  // Admissions staff see the client's admission data in the other tabs; groups are for the clinical team.
  if (!useCan()("group_note:read")) {
    return (
      <Typography color="text.secondary">
        The client's groups, sessions and clinical notes are shown to their clinical team.
      </Typography>
    );
  }
  return <ClientGroupOverview mrNo={mrNo} />;
}

function ClientGroupOverview({ mrNo }: { mrNo: string }) {
  const { data, loading, error, refetch } = useQuery(ClientScheduleQuery, { variables: { mrNo } });
  if (loading && !data) return <PageLoading label="Loading the client's groups" />;
  if (error) return <LoadError what="The client's groups" error={error} onRetry={() => void refetch()} />;
  const schedule = data?.clientGroupSchedule;
  const groups = schedule?.groups ?? [];
  const upcoming = schedule?.upcoming ?? [];
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box component="section" aria-labelledby="client-groups-title">
        <Typography id="client-groups-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          Groups
        </Typography>
        {groups.length === 0 ? (
          <Typography color="text.secondary">Not in any group</Typography>
        ) : (
          <Paper variant="outlined">
            <Table size="small" aria-label="Groups">
              <TableHead>
                <TableRow>
                  <TableCell>Group</TableCell>
                  <TableCell>Program</TableCell>
                  <TableCell>Schedule</TableCell>
                  <TableCell>Room</TableCell>
                  <TableCell>Facilitators</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.map((group) => (
                  <TableRow key={group.id}>
                    <TableCell>{group.name}</TableCell>
                    <TableCell>{group.programName}</TableCell>
                    <TableCell>{group.schedule.map(slotText).join("; ") || "—"}</TableCell>
                    <TableCell>{group.room?.name ?? "—"}</TableCell>
                    <TableCell>{group.facilitators.map((f) => f.fullname).join(", ")}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
      </Box>
      <Box component="section" aria-labelledby="client-upcoming-title">
        <Typography id="client-upcoming-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          Upcoming group sessions
        </Typography>
        {upcoming.length === 0 ? (
          <Typography color="text.secondary">No upcoming group sessions</Typography>
        ) : (
          <Paper variant="outlined">
            <Table size="small" aria-label="Upcoming group sessions">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell>Group</TableCell>
                  <TableCell>Topic</TableCell>
                  <TableCell>Facilitator</TableCell>
                  <TableCell>Room</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {upcoming.map((session) => (
                  <TableRow key={session.id}>
                    <TableCell>{formatDate(session.startsAt, DATE_FORMAT.display)}</TableCell>
                    <TableCell>{timeSpanText(session.startsAt, session.endsAt)}</TableCell>
                    <TableCell>{session.groupName}</TableCell>
                    <TableCell>{session.topic ?? "—"}</TableCell>
                    <TableCell>{session.facilitator.fullname}</TableCell>
                    <TableCell>{session.room?.name ?? "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
      </Box>
    </Box>
  );
}

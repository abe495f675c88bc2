/** The Admission tab's history: episodes, levels of care, locations and referrals, newest first. */
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { DISCHARGE_TYPE_LABELS, levelOfCareLabel } from "@hearth/schema";
import type { ClientEpisodesTabQuery } from "../../../../__generated__/graphql";
import { calendarDateText } from "../../clientFormat";

type Data = ClientEpisodesTabQuery;

/** One titled table, or the sentence that says it is empty. */
function Section({
  id,
  title,
  empty,
  head,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ fontSize: "1.15rem", mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-id={row.key}>
                  {row.cells.map((cell, i) => (
                    <TableCell key={head[i]}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}

const who = (person: { fullname: string } | null | undefined) => person?.fullname ?? "—";
const level = (id: string) => levelOfCareLabel(id, { short: true });

export function EpisodesTable({ episodes }: { episodes: Data["clientEpisodes"] }) {
  return (
    <Section
      id="episodes-title"
      title="Episodes of care"
      empty="No episode yet: the client has not been admitted."
      head={[
        "#",
        "Admitted",
        "Location",
        "Program",
        "Level of care",
        "Primary therapist",
        "Discharged",
        "Discharge",
        "By",
      ]}
      rows={episodes.map((e) => ({
        key: e.id,
        cells: [
          e.episodeNumber,
          calendarDateText(e.admissionDate),
          e.location.name,
          e.program?.name ?? "—",
          level(e.levelOfCare),
          who(e.primaryTherapist),
          e.dischargeDate ? calendarDateText(e.dischargeDate) : "Open",
          e.dischargeType ? `${DISCHARGE_TYPE_LABELS[e.dischargeType]}: ${e.dischargeReason ?? ""}` : "—",
          e.dischargedBy ? `${who(e.admittedBy)} / ${who(e.dischargedBy)}` : who(e.admittedBy),
        ],
      }))}
    />
  );
}

export function LevelOfCareTable({ changes }: { changes: Data["clientLevelOfCareHistory"] }) {
  return (
    <Section
      id="level-history-title"
      title="Level of care history"
      empty="No level of care recorded yet."
      head={["Effective", "Level of care", "Episode", "Reason", "Changed by"]}
      rows={changes.map((c) => ({
        key: c.id,
        cells: [
          calendarDateText(c.effectiveDate),
          levelOfCareLabel(c.levelOfCare),
          c.episodeNumber,
          c.reason,
          who(c.changedBy),
        ],
      }))}
    />
  );
}

export function LocationTable({ changes }: { changes: Data["clientLocationHistory"] }) {
  return (
    <Section
      id="location-history-title"
      title="Location history"
      empty="No location recorded yet."
      head={["Effective", "Location", "Episode", "Reason", "Changed by"]}
      rows={changes.map((c) => ({
        key: c.id,
        cells: [calendarDateText(c.effectiveDate), c.location.name, c.episodeNumber ?? "—", c.reason, who(c.changedBy)],
      }))}
    />
  );
}

export function ReferralsTable({ referrals }: { referrals: Data["clientReferrals"] }) {
  return (
    <Section
      id="referrals-title"
      title="Referrals"
      empty="No outgoing referral recorded."
      head={["Date", "Referred to", "Reason", "Contact", "Episode", "By"]}
      rows={referrals.map((r) => ({
        key: r.id,
        cells: [
          calendarDateText(r.referralDate),
          r.referredTo,
          r.reason,
          r.contact ?? "—",
          r.episodeNumber ?? "—",
          who(r.createdBy),
        ],
      }))}
    />
  );
}

/** The sections of the client print pages, each laid out for paper (small tables, no controls). */
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import {
  CARE_TEAM_ROLE_LABELS,
  CLIENT_STATUS_LABELS,
  DEMOGRAPHIC_FIELD_LABELS,
  DIAGNOSIS_RANK_LABELS,
} from "@hearth/schema";
import type { DemographicField } from "@hearth/schema";
import { valueText } from "../chart/demographics/demographicsForm";
import { displayDate } from "../../../lib/dates";
import { calendarDateText } from "../clientFormat";
import type { FaceSheet } from "./ClientPrintFrame";
import { addressLines, contactFlagsText, episodeStatusText } from "./printFormat";

/** Label and value pairs in three columns; a missing value reads as a dash. */
function Facts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", columnGap: 2, rowGap: 1, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ breakInside: "avoid" }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, whiteSpace: "pre-line" }}>
            {value || "—"}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A titled section. `keep` keeps a short section on one page; a long table may run over pages, row by
 * row, with its heading never left alone at the foot of a page.
 */
function PrintSection({ title, keep = false, children }: { title: string; keep?: boolean; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      // The last section's margin alone could spill onto a blank last page.
      sx={{ mb: 3, "&:last-of-type": { mb: 0 }, ...(keep ? { breakInside: "avoid" } : {}) }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1, breakAfter: "avoid" }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const quiet = (text: string) => <Typography color="text.secondary">{text}</Typography>;

/** A small printed table: a header row and one row per item, rows kept whole across pages. */
function PrintTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Table size="small" aria-label={label} sx={{ "& td, & th": { px: 1, py: 0.5, fontSize: "inherit" } }}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h} sx={{ fontWeight: 700 }}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} sx={{ breakInside: "avoid" }}>
            {row.cells.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const fieldFacts = (d: FaceSheet["demographics"], fields: DemographicField[]): [string, string][] =>
  fields.map((field) => [DEMOGRAPHIC_FIELD_LABELS[field], valueText(field, d[field])]);

/**
 * Whether the contacts table printed beside the demographics already lists the emergency contact (intake
 * makes it a contact): then it is printed once, there, flagged emergency contact.
 */
function listedAsContact(sheet: FaceSheet): boolean {
  const name = sheet.demographics.emergencyContactName?.trim().toLowerCase();
  return sheet.contacts.some((c) => c.emergencyContact && (!name || c.name.trim().toLowerCase() === name));
}

/** Who the client is and how to reach them: the current version of their demographics. */
export function DemographicsSection({ sheet }: { sheet: FaceSheet }) {
  const d = sheet.demographics;
  const legalName = [d.firstName, d.middleName, d.lastName].filter(Boolean).join(" ");
  return (
    <>
      <PrintSection title="Demographics" keep>
        <Facts
          facts={[
            ["Legal name", legalName],
            ...fieldFacts(d, ["preferredName", "dateOfBirth", "sexAssignedAtBirth", "genderIdentity", "pronouns"]),
            ...fieldFacts(d, ["preferredLanguage", "phone", "email"]),
            ["Address", addressLines(d).join("\n")],
            ...fieldFacts(d, ["referralSource"]),
          ]}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Demographics version {d.version}
          {d.version > 0 ? `, saved ${displayDate(d.changedAt)}` : ""}
        </Typography>
      </PrintSection>
      {!listedAsContact(sheet) && (
        <PrintSection title="Emergency contact" keep>
          {d.emergencyContactName ? (
            <Facts
              facts={fieldFacts(d, ["emergencyContactName", "emergencyContactRelationship", "emergencyContactPhone"])}
            />
          ) : (
            quiet("No emergency contact recorded.")
          )}
        </PrintSection>
      )}
    </>
  );
}

/** The current episode of care: where, in which program and level of care, with whom, until when. */
export function EpisodeSection({ sheet }: { sheet: FaceSheet }) {
  const { client, episode } = sheet;
  const labels = client.labels.map((l) => l.name).join(", ");
  if (!episode)
    return (
      <PrintSection title="Admission" keep>
        <Facts
          facts={[
            ["Status", CLIENT_STATUS_LABELS[client.status]],
            ["Location", client.location.name],
            ["Intended level of care", sheet.levelOfCareLabel],
            ...(labels ? [["Labels", labels] as [string, string]] : []),
          ]}
        />
        {quiet("Not admitted yet: no episode of care.")}
      </PrintSection>
    );
  return (
    <PrintSection title={`Admission — episode ${episode.episodeNumber}`} keep>
      <Facts
        facts={[
          ["Status", CLIENT_STATUS_LABELS[client.status]],
          ["Episode", episodeStatusText(episode)],
          ["Admission date", calendarDateText(episode.admissionDate)],
          ["Anticipated discharge", calendarDateText(episode.anticipatedDischargeDate)],
          ["Location", episode.location.name],
          ["Program", episode.program?.name],
          ["Primary therapist", episode.primaryTherapist?.fullname],
          ["Level of care", sheet.levelOfCareLabel],
          ...(labels ? [["Labels", labels] as [string, string]] : []),
        ]}
      />
    </PrintSection>
  );
}

export function DiagnosesSection({ sheet }: { sheet: FaceSheet }) {
  const body = () => {
    if (sheet.diagnosesWithheld) return quiet("Not included: your role does not read diagnoses.");
    if (!sheet.diagnoses?.length) return quiet("No active diagnoses.");
    return (
      <PrintTable
        label="Active diagnoses"
        head={["Code", "Description", "Rank", "Onset"]}
        rows={sheet.diagnoses.map((d) => ({
          key: d.id,
          cells: [d.code, d.description, DIAGNOSIS_RANK_LABELS[d.rank], calendarDateText(d.onsetDate)],
        }))}
      />
    );
  };
  return <PrintSection title="Diagnoses (ICD-10-CM)">{body()}</PrintSection>;
}

export function CareTeamSection({ sheet }: { sheet: FaceSheet }) {
  const team = sheet.careTeam ?? [];
  return (
    <PrintSection title="Care team">
      {team.length === 0 ? (
        quiet("No care team yet.")
      ) : (
        <PrintTable
          label="Care team"
          head={["Clinician", "Role on the team", "Since"]}
          rows={team.map((m) => ({
            key: m.id ?? `primary-${m.clinician.id}`,
            cells: [m.clinician.fullname, CARE_TEAM_ROLE_LABELS[m.role], m.since ? displayDate(m.since) : "—"],
          }))}
        />
      )}
    </PrintSection>
  );
}

export function ContactsSection({ sheet }: { sheet: FaceSheet }) {
  return (
    <PrintSection title="Family members and contacts">
      {sheet.contacts.length === 0 ? (
        quiet("No contacts listed.")
      ) : (
        <PrintTable
          label="Contacts"
          head={["Name", "Relationship", "Phone and e-mail", "Address", "Notes"]}
          rows={sheet.contacts.map((c) => ({
            key: c.id,
            cells: [
              c.name,
              c.relationship,
              <>
                <Box component="span" sx={{ whiteSpace: "nowrap" }}>
                  {c.phone ?? "—"}
                </Box>
                {c.email && <Box sx={{ wordBreak: "break-all" }}>{c.email}</Box>}
              </>,
              c.address ?? "—",
              contactFlagsText(c),
            ],
          }))}
        />
      )}
    </PrintSection>
  );
}

/**
 * The client's print pages (§2 `/emr_admission_print`, `/patient_demographics_print` and its export):
 * one read that gathers what the page puts on paper, as of one moment. A print takes client data out
 * of the chart, so it is logged as a disclosure (`client:print`, which page, what it carried) and
 * carries the 42 CFR Part 2 redisclosure notice. Each page reads only the sections it prints.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { CLIENT_PRINT_SECTIONS, PART2_REDISCLOSURE_NOTICE, levelOfCareLabel, mayDoChartAction } from "@hearth/schema";
import type { ClientFaceSheet, ClientPrintPage, ClientPrintSection } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientCareTeam, clientContacts, clientDiagnoses, clientEpisodes } from "../../../db/schema";
import type { ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { printHeaders } from "../../../kernel/printHeader";
import { openChart, recordChartActivity } from "../chart";
import { presentClients } from "../presenter";
import { presentCareTeam } from "../careTeam/presenter";
import { presentContacts } from "../contacts/presenter";
import { presentDiagnoses } from "../diagnoses/presenter";
import { presentEpisodes } from "../episodes/presenter";
import { presentVersions, versionsOf } from "../demographics/versions";

/** Current contacts in the order the chart lists them: emergency contacts and guardians first. */
const currentContacts = (db: Db, clientId: string) =>
  db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, clientId), isNull(clientContacts.removedAt)))
    .orderBy(
      desc(clientContacts.emergencyContact),
      desc(clientContacts.legalGuardian),
      asc(sql`lower(${clientContacts.name})`),
      asc(clientContacts.createdAt),
    );

/** The open episode (always the newest), else the one that ended last. */
const latestEpisode = (db: Db, clientId: string) =>
  db
    .select()
    .from(clientEpisodes)
    .where(eq(clientEpisodes.clientId, clientId))
    .orderBy(desc(clientEpisodes.episodeNumber))
    .limit(1);

/** Active diagnoses, the primary first, then in the order they were entered. */
const activeDiagnoses = (db: Db, clientId: string) =>
  db
    .select()
    .from(clientDiagnoses)
    .where(and(eq(clientDiagnoses.clientId, clientId), eq(clientDiagnoses.status, "active")))
    .orderBy(sql`${clientDiagnoses.rank} = 'secondary'`, asc(clientDiagnoses.enteredAt));

const currentCareTeam = (db: Db, clientId: string) =>
  db
    .select()
    .from(clientCareTeam)
    .where(and(eq(clientCareTeam.clientId, clientId), isNull(clientCareTeam.removedAt)))
    .orderBy(asc(clientCareTeam.addedAt));

/**
 * The page's content for the caller. Anyone on staff who may open the chart may print it (404 outside
 * their locations, refusals logged by `openChart`); diagnoses are left out, and said to be, for roles
 * that do not read them. The success line names the page, the kind of disclosure (a print, or an
 * export for the save-as-PDF page), the print's time and what went on paper.
 */
export async function clientFaceSheet(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  page: ClientPrintPage,
): Promise<ClientFaceSheet> {
  const client = await openChart(deps, ctx, mrNo, "client:print");
  const sections = new Set<ClientPrintSection>(CLIENT_PRINT_SECTIONS[page]);
  const diagnosesWithheld = sections.has("diagnoses") && !mayDoChartAction(ctx, "client:diagnoses_read");
  if (diagnosesWithheld) sections.delete("diagnoses");
  const printedAt = new Date();
  const db = deps.db;
  const [[summary], demographics, contactRows, episodeRows, diagnosisRows, teamRows, header] = await Promise.all([
    presentClients(db, [client]),
    currentDemographics(db, client),
    currentContacts(db, client.id),
    sections.has("episode") ? latestEpisode(db, client.id) : null,
    sections.has("diagnoses") ? activeDiagnoses(db, client.id) : null,
    sections.has("care_team") ? currentCareTeam(db, client.id) : null,
    printHeaders(db, ctx, [client.locationId], printedAt),
  ]);
  const [contacts, episodes, diagnoses, careTeam] = await Promise.all([
    presentContacts(db, contactRows),
    episodeRows ? presentEpisodes(db, episodeRows) : null,
    diagnosisRows ? presentDiagnoses(db, diagnosisRows) : null,
    teamRows ? presentCareTeam(db, client, teamRows) : null,
  ]);
  await recordChartActivity(db, ctx, "client:print", client, {
    page,
    disclosure: page === "patient_demographics_export" ? "export" : "print",
    printedAt: printedAt.toISOString(),
    sections: [...sections],
    ...(diagnosesWithheld ? { withheld: ["diagnoses"] } : {}),
    demographicsVersion: demographics.version,
    contactIds: contacts.map((c) => c.id),
    ...(diagnoses ? { diagnosisIds: diagnoses.map((d) => d.id) } : {}),
  });
  return {
    page,
    header: header(client.locationId),
    client: summary!,
    demographics,
    contacts,
    episode: episodes?.[0] ?? null,
    levelOfCareLabel: levelOfCareLabel(client.levelOfCare) || null,
    diagnoses,
    diagnosesWithheld,
    careTeam,
    redisclosureNotice: PART2_REDISCLOSURE_NOTICE,
  };
}

/** The latest version (version 0, the client's row, for a client registered before versions). */
async function currentDemographics(db: Db, client: ClientRow) {
  const [latest] = await versionsOf(db, client.id, 1);
  const [presented] = await presentVersions(db, client, latest ? [latest] : []);
  return presented!;
}

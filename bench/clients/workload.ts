/**
 * What the clients benchmark asks for, fixed by a seed: EMR list filters (search text from the generated
 * names and MR numbers, statuses, levels of care, sort, page) and charts by MR number; each as a GraphQL
 * operation and as the one hand-written SQL query that reads the same data (its floor).
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { DEFAULT_CLIENT_STATUSES, LEVELS_OF_CARE } from "@hearth/schema";
import type { ClientSortField, ClientStatus, SortDirection } from "@hearth/schema";
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from "../../apps/api/src/db/generatedOrganizationData";
import { MR_PREFIX, randomOf } from "../../apps/api/src/db/organizationPlan";
import type { Random } from "../../apps/api/src/db/organizationPlan";
import { formatMrNo } from "../../apps/api/src/domains/clients/intake/mrNumbers";

export const PAGE_SIZE = 25;

export interface ListRequest {
  searchQuery?: string;
  status?: ClientStatus[];
  levelOfCare?: string[];
  sortBy: ClientSortField;
  sortDirection: SortDirection;
  page: number;
}

/** Whose rows a request may see: an administrator's organization, or these locations of it. */
export interface Scope {
  organizationId: string;
  /** Null for an administrator (every location of the organization). */
  locationIds: string[] | null;
}

/** The levels of care a list filter names most: the ones most clients are at. */
const COMMON_LEVELS = ["1", "2.1", "2.5", "3.1", "3.5", "3.7", "3.2-WM", "4e-2.1", "4e-1.5"];
const STATUS_CHOICES: (ClientStatus[] | undefined)[] = [
  undefined,
  undefined,
  ["active"],
  ["active"],
  ["pending_admission"],
  ["discharged"],
  ["active", "discharged"],
];
const SORTS: [ClientSortField, SortDirection][] = [
  ["name", "asc"],
  ["name", "asc"],
  ["name", "desc"],
  ["admissionDate", "desc"],
  ["admissionDate", "asc"],
  ["mrNo", "asc"],
  ["mrNo", "desc"],
  ["levelOfCare", "asc"],
  ["status", "asc"],
  ["location", "asc"],
];

/** What staff type in the search box: part of a last or first name, a first name and the start of a last, an MR number or part of one. */
function searchText(random: Random, clientCount: number): string | undefined {
  const r = random.next();
  if (r < 0.35) return undefined;
  const first = () => random.pick(random.next() < 0.5 ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  if (r < 0.55) return random.pick(LAST_NAMES).slice(0, random.int(3, 6)).toLowerCase();
  if (r < 0.65) return first().slice(0, random.int(3, 5));
  if (r < 0.75) return `${first()} ${random.pick(LAST_NAMES).slice(0, 3)}`;
  const mrNo = formatMrNo(MR_PREFIX, random.int(1, clientCount));
  // The whole number, or its last digits as someone reading it off a wristband types them.
  return r < 0.88 ? mrNo : mrNo.slice(-random.int(4, 5));
}

export function listRequests(seed: number, count: number, clientCount: number): ListRequest[] {
  const random = randomOf(seed);
  return Array.from({ length: count }, () => {
    const searchQuery = searchText(random, clientCount);
    const status = random.pick(STATUS_CHOICES);
    const levels =
      random.next() < 0.45 ? Array.from({ length: random.int(1, 3) }, () => random.pick(COMMON_LEVELS)) : [];
    const [sortBy, sortDirection] = random.pick(SORTS);
    // Mostly the first page; now and then a few pages in.
    const page = random.next() < 0.8 ? 1 : random.int(2, 5);
    return {
      ...(searchQuery ? { searchQuery } : {}),
      ...(status ? { status } : {}),
      ...(levels.length ? { levelOfCare: [...new Set(levels)] } : {}),
      sortBy,
      sortDirection,
      page,
    };
  });
}

export function chartRequests(seed: number, count: number, clientCount: number): string[] {
  const random = randomOf(seed ^ 0xc4a27);
  return Array.from({ length: count }, () => formatMrNo(MR_PREFIX, random.int(1, clientCount)));
}

/** The EMR list as the web app's grid asks for it (apps/web/src/features/clients/list/ClientGrid.tsx). */
export const LIST_QUERY = `query ClientListBench($filter: ClientFilter) {
  clients(filter: $filter) {
    results {
      id mrNo status fullname preferredName dateOfBirth levelOfCare admissionDate
      location { id name }
      primaryTherapist { id fullname }
      labels { id name color }
    }
    pageInfo { total page pageSize }
  }
}`;

/** The chart's header (ClientHeader.tsx) and its Admission tab's episodes of care (chart/episodes/queries.ts). */
export const CHART_QUERY = `query ClientChartBench($mrNo: String!) {
  client(mrNo: $mrNo) {
    id mrNo status fullname dateOfBirth gender levelOfCare admissionDate
    location { id name }
    primaryTherapist { id fullname }
  }
  clientEpisodes(mrNo: $mrNo) {
    id episodeNumber admissionDate levelOfCare anticipatedDischargeDate dischargeDate dischargeType dischargeReason
    location { id name }
    program { id name }
    primaryTherapist { id fullname }
    admittedBy { id fullname }
    dischargedBy { id fullname }
  }
}`;

export const listBody = (r: ListRequest): string =>
  JSON.stringify({ query: LIST_QUERY, variables: { filter: { ...r, pageSize: PAGE_SIZE } } });
export const chartBody = (mrNo: string): string => JSON.stringify({ query: CHART_QUERY, variables: { mrNo } });

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const LEVEL_IDS = sql.raw(`ARRAY[${LEVELS_OF_CARE.map((l) => `'${l.id}'`).join(", ")}]::text[]`);

/** The sort keys of each sort field; the MR number follows them in the same direction, as in the API. */
const SORT_KEYS: Record<ClientSortField, SQL[]> = {
  name: [sql`lower(c.last_name)`, sql`lower(c.first_name)`],
  mrNo: [],
  dateOfBirth: [sql`c.date_of_birth`],
  admissionDate: [sql`c.admission_date`],
  levelOfCare: [sql`array_position(${LEVEL_IDS}, c.level_of_care)`],
  status: [sql`CASE c.status WHEN 'pending_admission' THEN 0 WHEN 'active' THEN 1 ELSE 2 END`],
  location: [sql`lower(l.name)`],
};

function orderBy(r: ListRequest): SQL {
  const direction = sql.raw(r.sortDirection === "desc" ? "DESC" : "ASC");
  return sql.join(
    [...SORT_KEYS[r.sortBy], sql`c.mr_no`].map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
}

/**
 * The rows a page is cut from, as `c` with its location `l`. By location: each location of the
 * organization with no more of its clients, by MR number along (location_id, mr_no), than the page
 * could need, rather than every client sorted by their location's name.
 */
function pageSource(scope: Scope, r: ListRequest, where: SQL): SQL {
  if (r.sortBy !== "location") return sql`clients c JOIN locations l ON l.id = c.location_id WHERE ${where}`;
  const direction = sql.raw(r.sortDirection === "desc" ? "DESC" : "ASC");
  return sql`locations l CROSS JOIN LATERAL (
      SELECT * FROM clients c WHERE c.location_id = l.id AND ${where}
      ORDER BY c.mr_no ${direction} LIMIT ${r.page * PAGE_SIZE}
    ) c WHERE l.organization_id = ${scope.organizationId}`;
}

/**
 * The list's floor: the filtered, sorted page of 25 with the total, the location and therapist names and
 * the labels, in one query on the indexes of `clients` (organization, location, status, level of care,
 * the sort keys, the search's trigram indexes) — the same rows as the GraphQL list, checked before measuring.
 */
export function listFloorSql(scope: Scope, r: ListRequest): SQL {
  const statuses = r.status ?? [...DEFAULT_CLIENT_STATUSES];
  const conditions: SQL[] = [
    sql`c.organization_id = ${scope.organizationId}`,
    sql`c.status IN (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (scope.locationIds)
    conditions.push(
      sql`c.location_id IN (${sql.join(
        scope.locationIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (r.levelOfCare?.length)
    conditions.push(
      sql`c.level_of_care IN (${sql.join(
        r.levelOfCare.map((l) => sql`${l}`),
        sql`, `,
      )})`,
    );
  if (r.searchQuery) {
    // Every word on the trigram-indexed search_text (every name and MR number line), or, written as a phone
    // number, on the phone number's digits (trigram-indexed too); a whole search written as one is one number.
    const phoneDigits = (text: string) => {
      const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, "") : "";
      return digits.length >= 3 ? digits : null;
    };
    const words = r.searchQuery.split(/[\s,]+/).filter(Boolean);
    const whole = phoneDigits(r.searchQuery);
    const wordCondition = (word: string) => {
      const digits = whole ? null : phoneDigits(word);
      return sql`(c.search_text ILIKE ${likePattern(word)}${digits ? sql` OR c.phone_digits LIKE ${`%${digits}%`}` : sql``})`;
    };
    const everyWord = sql.join(words.map(wordCondition), sql` AND `);
    conditions.push(whole ? sql`(c.phone_digits LIKE ${`%${whole}%`} OR (${everyWord}))` : sql`(${everyWord})`);
  }
  const where = sql.join(conditions, sql` AND `);
  // The total on its own (computed once), so that the page can stop after its 25 rows along a sort index.
  return sql`
    SELECT p.id, p.mr_no, p.status, p.first_name, p.last_name, p.preferred_name, p.date_of_birth, p.level_of_care,
           p.admission_date, p.location_id, p.location_name,
           (SELECT count(*) FROM clients c WHERE ${where}) AS total,
           t.id AS therapist_id, t.first_name AS therapist_first_name, t.last_name AS therapist_last_name,
           coalesce(lb.labels, '[]') AS labels
    FROM (
      SELECT c.id, c.mr_no, c.status, c.first_name, c.last_name, c.preferred_name, c.date_of_birth, c.level_of_care,
             c.admission_date, c.location_id, c.primary_therapist_id, l.name AS location_name,
             row_number() OVER (ORDER BY ${orderBy(r)}) AS position
      FROM ${pageSource(scope, r, where)}
      ORDER BY ${orderBy(r)}
      LIMIT ${PAGE_SIZE} OFFSET ${(r.page - 1) * PAGE_SIZE}
    ) p
    LEFT JOIN users t ON t.id = p.primary_therapist_id
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('id', x.id, 'name', x.name, 'color', x.color) ORDER BY lower(x.name)) AS labels
      FROM client_labels cl JOIN labels x ON x.id = cl.label_id AND x.archived_at IS NULL
      WHERE cl.client_id = p.id
    ) lb ON true
    ORDER BY p.position`;
}

/**
 * The chart's floor: the client's row (in the caller's scope) with its location and therapist, and every
 * episode of care with its location, program and the staff named on it, newest first, in one query.
 */
export function chartFloorSql(scope: Scope, mrNo: string): SQL {
  return sql`
    SELECT c.id, c.mr_no, c.status, c.first_name, c.last_name, c.date_of_birth, c.gender, c.level_of_care,
           c.admission_date, l.id AS location_id, l.name AS location_name,
           t.id AS therapist_id, t.first_name AS therapist_first_name, t.last_name AS therapist_last_name,
           coalesce((
             SELECT json_agg(json_build_object(
                      'id', e.id, 'episodeNumber', e.episode_number, 'admissionDate', e.admission_date,
                      'levelOfCare', e.level_of_care, 'anticipatedDischargeDate', e.anticipated_discharge_date,
                      'dischargeDate', e.discharge_date, 'dischargeType', e.discharge_type,
                      'dischargeReason', e.discharge_reason, 'location', el.name, 'program', pr.name,
                      'therapist', et.first_name || ' ' || et.last_name,
                      'admittedBy', ea.first_name || ' ' || ea.last_name,
                      'dischargedBy', ed.first_name || ' ' || ed.last_name)
                    ORDER BY e.episode_number DESC)
             FROM client_episodes e
             JOIN locations el ON el.id = e.location_id
             LEFT JOIN programs pr ON pr.id = e.program_id
             LEFT JOIN users et ON et.id = e.primary_therapist_id
             LEFT JOIN users ea ON ea.id = e.admitted_by
             LEFT JOIN users ed ON ed.id = e.discharged_by
             WHERE e.client_id = c.id), '[]') AS episodes
    FROM clients c
    JOIN locations l ON l.id = c.location_id
    LEFT JOIN users t ON t.id = c.primary_therapist_id
    WHERE c.organization_id = ${scope.organizationId} AND c.mr_no = ${mrNo}
      ${
        scope.locationIds
          ? sql`AND c.location_id IN (${sql.join(
              scope.locationIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }`;
}

/**
 * An open chart kept live: a `clientChanged` event names the part of the chart that changed, and
 * what the cache holds of that part is refreshed if it is on screen and dropped otherwise, so a tab
 * opened later (its answer still cached from an earlier visit) asks the server again instead of
 * showing what it showed before.
 */
import { useCallback, useEffect, useRef } from "react";
import { useApolloClient } from "@apollo/client/react";
import type { ApolloCache, ApolloClient, ObservableQuery } from "@apollo/client";
import type { ClientChartPart } from "@hearth/schema";
import { useLiveRefetch } from "../../../lib/useLiveRefetch";

/** The client's current values: the chart's header, its labels and the Admission tab's summary. */
const CLIENT_FIELDS = ["client"] as const;

/** The query fields (each with an `mrNo` argument) that hold each part of one client's chart. */
export const CHART_FIELDS_OF_PART: Record<Exclude<ClientChartPart, "summary">, readonly string[]> = {
  // An admission, discharge or transfer also changes the header, the groups the client attends and
  // the clinicians who may join the care team (they depend on the client's location).
  episodes: [
    ...CLIENT_FIELDS,
    "clientEpisodes",
    "clientLevelOfCareHistory",
    "clientLocationHistory",
    "clientReferrals",
    "clientGroupSchedule",
    "careTeamCandidates",
  ],
  demographics: [...CLIENT_FIELDS, "clientDemographics", "latestClientDemographic"],
  contacts: ["clientContacts"],
  care_team: ["clientCareTeam", "careTeamCandidates"],
  labels: CLIENT_FIELDS,
  diagnoses: ["clientDiagnoses"],
  documents: ["clientDocuments"],
  consents: ["clientConsents", "clientDisclosures"],
  treatment_plans: ["clientTreatmentPlans"],
};

/** One client's query fields that belong to no part (the print face sheet, the group notes tab). */
const OTHER_CHART_FIELDS = ["clientFaceSheet", "clientGroupNotes"];

/**
 * "summary" is the client as a whole: created, their photo, or who may see them (an emergency grant
 * reviewed or ended). Everything cached of the chart goes, so nothing outlives the access to it.
 */
const ALL_CHART_FIELDS = new Set([...Object.values(CHART_FIELDS_OF_PART).flat(), ...OTHER_CHART_FIELDS]);

/** The EMR list (any filter): its rows show and filter on the name, status, location, level of care and labels. */
const CLIENT_LIST_FIELDS = ["clients"];
const PARTS_SHOWN_IN_CLIENT_LIST: ReadonlySet<ClientChartPart> = new Set([
  "summary",
  "episodes",
  "demographics",
  "labels",
]);

/** A field of the cache's root query as stored: its name, and its arguments when they could be read. */
export interface CachedField {
  fieldName: string;
  /** Null when the stored name says nothing readable of them: such an entry is treated as stale. */
  args: Record<string, unknown> | null;
}

/**
 * Whether a cached root field may no longer say what the server would after changes of `parts` of
 * the chart of `mrNo`: the fields of those parts for that client (other clients' charts stay), and
 * the client lists when a part they show changed.
 */
export function isStaleAfterChartChange(field: CachedField, mrNo: string, parts: Iterable<ClientChartPart>): boolean {
  const chartFields = new Set<string>();
  let listsStale = false;
  for (const part of parts) {
    const fields = part === "summary" ? ALL_CHART_FIELDS : CHART_FIELDS_OF_PART[part];
    for (const name of fields) chartFields.add(name);
    if (PARTS_SHOWN_IN_CLIENT_LIST.has(part)) listsStale = true;
  }
  if (CLIENT_LIST_FIELDS.includes(field.fieldName)) return listsStale;
  if (!chartFields.has(field.fieldName)) return false;
  return field.args === null || field.args["mrNo"] === mrNo;
}

/**
 * The arguments in a root field's stored name: InMemoryCache stores `clientContacts(mrNo: "X",
 * includeRemoved: true)` as `clientContacts({"includeRemoved":true,"mrNo":"X"})`.
 */
export function argsOfStoreFieldName(storeFieldName: string, fieldName: string): Record<string, unknown> | null {
  if (storeFieldName === fieldName) return {};
  const open = storeFieldName.indexOf("(");
  const close = storeFieldName.lastIndexOf(")");
  if (open < 0 || close < open) return null;
  try {
    const args: unknown = JSON.parse(storeFieldName.slice(open + 1, close));
    return typeof args === "object" && args !== null ? (args as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Drops from `cache` everything of the chart of `mrNo` (not the client lists), telling no query: a
 * chart opened anew heard none of the changes made while it was closed, so its parts are asked of the
 * server instead of shown as they were. Called as the chart opens, before its queries read the cache.
 */
export function forgetChart(cache: ApolloCache, mrNo: string): void {
  cache.modify({
    id: "ROOT_QUERY",
    fields: (value, { fieldName, storeFieldName, DELETE }) => {
      if (!ALL_CHART_FIELDS.has(fieldName)) return value;
      const args = argsOfStoreFieldName(storeFieldName, fieldName);
      return args === null || args["mrNo"] === mrNo ? DELETE : value;
    },
    broadcast: false,
  });
}

/** Drops from `cache` every root field that changes of `parts` of the chart of `mrNo` made stale. */
export function evictChartParts(cache: ApolloCache, mrNo: string, parts: Iterable<ClientChartPart>): void {
  const changed = [...parts];
  cache.modify({
    id: "ROOT_QUERY",
    fields: (value, { fieldName, storeFieldName, DELETE }) =>
      isStaleAfterChartChange({ fieldName, args: argsOfStoreFieldName(storeFieldName, fieldName) }, mrNo, changed)
        ? DELETE
        : value,
  });
}

/**
 * Refreshes the chart of `mrNo` after changes of `parts`: the stale fields are dropped from the cache
 * and the queries on screen that read them are refetched, keeping their answer shown meanwhile (no
 * flash of "Loading" under an open dialog); a query not on screen asks the server when next shown.
 * Resolves once those refetches settled.
 */
export async function refreshChartParts(
  apollo: ApolloClient,
  mrNo: string,
  parts: Iterable<ClientChartPart>,
): Promise<void> {
  const shown = new Set<ObservableQuery>();
  void apollo.refetchQueries({
    updateCache: (cache) => evictChartParts(cache, mrNo, parts),
    onQueryUpdated: (query) => {
      shown.add(query);
      // False: the query is not told its answer went missing (which would blank it); it is refetched below.
      return false;
    },
  });
  await Promise.allSettled([...shown].map((query) => query.refetch()));
  // Entities only the dropped answers pointed at (a removed contact, the chart of a grant that ended).
  apollo.cache.gc();
}

/**
 * The handler of the open chart's `clientChanged` events: the parts named within a burst are
 * refreshed together, once (`BURST_MS` after the last), whether the change was someone else's or the
 * user's own (their form's own refetch and this one are two reads, not a loop: reads send no events).
 * Parts still waiting when the chart closes are dropped from the cache at once.
 */
export function useChartChangeHandler(): (change: { mrNo: string; part: ClientChartPart }) => void {
  const apollo = useApolloClient();
  const waiting = useRef(new Map<string, Set<ClientChartPart>>());
  const takeWaiting = useCallback(() => {
    const taken = [...waiting.current];
    waiting.current.clear();
    return taken;
  }, []);
  const scheduleRefresh = useLiveRefetch(() =>
    Promise.all(takeWaiting().map(([mrNo, parts]) => refreshChartParts(apollo, mrNo, parts))),
  );
  useEffect(
    () => () => {
      const left = takeWaiting();
      for (const [mrNo, parts] of left) evictChartParts(apollo.cache, mrNo, parts);
      if (left.length) apollo.cache.gc();
    },
    [apollo, takeWaiting],
  );
  return useCallback(
    ({ mrNo, part }) => {
      const parts = waiting.current.get(mrNo) ?? new Set();
      waiting.current.set(mrNo, parts.add(part));
      scheduleRefresh();
    },
    [scheduleRefresh],
  );
}

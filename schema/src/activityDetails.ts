/**
 * What an activity line recorded besides who, what and when (the filter of a read, the reason of a refusal,
 * what a change was from and to), as "Label: value" parts a reviewer reads instead of JSON. The activity-log
 * page and its CSV export both read them so.
 */

/** Keys whose words alone would read wrong. */
const KEY_LABELS: Record<string, string> = {
  mrNo: "MR number",
  fullname: "Name",
  clientMrNo: "Client MR number",
  ip: "IP address",
  clientIds: "Clients",
  dateFrom: "From",
  dateTo: "To",
};

/** "searchQuery" → "Search query", "noteIds" → "Note IDs", "two_factor" → "Two factor". */
export function detailLabel(key: string): string {
  if (Object.hasOwn(KEY_LABELS, key)) return KEY_LABELS[key]!;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((word) => (word === "id" ? "ID" : word === "ids" ? "IDs" : word));
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A code such as `wrong_password` or `pending_admission` reads as words. */
const SNAKE_CODE = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

export interface ActivityDetailsOptions {
  /** Keys left out, e.g. the ids of the clients a line names when the clients are shown beside it. */
  omit?: readonly string[];
  /** At most this many items of a list, then "and N more"; every item when not given. */
  listLimit?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function valueText(value: unknown, o: ActivityDetailsOptions): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return SNAKE_CODE.test(value) ? value.replace(/_/g, " ") : value;
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    const shown = o.listLimit === undefined ? value : value.slice(0, o.listLimit);
    const items = shown.map((item) => (isRecord(item) ? `(${recordText(item, o)})` : valueText(item, o)));
    const more = value.length - shown.length;
    return items.join(", ") + (more > 0 ? ` and ${more} more` : "");
  }
  if (isRecord(value)) return recordText(value, o);
  return String(value);
}

const recordText = (record: Record<string, unknown>, o: ActivityDetailsOptions): string =>
  Object.entries(record)
    .map(([key, value]) => `${detailLabel(key)}: ${valueText(value, o)}`)
    .join(", ");

/**
 * The details as "Label: value" parts, the reason of a refusal first. An object within them (the filter
 * of a read) gives a part per field; anything not an object reads as one part.
 */
export function activityDetailParts(details: unknown, o: ActivityDetailsOptions = {}): string[] {
  if (!isRecord(details)) return details === null || details === undefined ? [] : [valueText(details, o)];
  const omitted = new Set(o.omit);
  const entries = Object.entries(details).filter(([key, value]) => !omitted.has(key) && value !== undefined);
  entries.sort(([a], [b]) => Number(b === "reason") - Number(a === "reason"));
  return entries.flatMap(([key, value]) =>
    isRecord(value)
      ? Object.entries(value)
          .filter(([, inner]) => inner !== undefined)
          .map(([innerKey, inner]) => `${detailLabel(innerKey)}: ${valueText(inner, o)}`)
      : [`${detailLabel(key)}: ${valueText(value, o)}`],
  );
}

/** The parts as one line, e.g. a CSV cell. */
export const activityDetailsText = (details: unknown, o: ActivityDetailsOptions = {}): string =>
  activityDetailParts(details, o).join("; ");

/** What the approvals queue lists: everything awaiting a supervisor, or one kind of it (`?kind=`). */
export type ApprovalKind = "" | "group_notes" | "treatment_plans";

export const KIND_PARAM = "kind";

export const KIND_LABELS: Record<ApprovalKind, string> = {
  "": "All",
  group_notes: "Group notes",
  treatment_plans: "Treatment plans",
};

const KINDS = Object.keys(KIND_LABELS) as ApprovalKind[];

/** The kind an address asks for; anything else (a typo, an older link) reads as all. */
export const parseApprovalKind = (value: string | null): ApprovalKind => KINDS.find((k) => k && k === value) ?? "";

/** The queue's order: the plan signed longest ago first; a plan without a signature time last. */
export function oldestSignedFirst<T extends { id: string; signedAt?: string | null }>(plans: readonly T[]): T[] {
  const time = (plan: T) => (plan.signedAt ? Date.parse(plan.signedAt) : Number.POSITIVE_INFINITY);
  return [...plans].sort((a, b) => time(a) - time(b) || a.id.localeCompare(b.id));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** How long an item has waited, as a queue says it: "just now", "40 minutes", "5 hours", "2 days". */
export function ageText(since: string | null | undefined, now: number = Date.now()): string {
  if (!since) return "—";
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  return plural(Math.floor(hours / 24), "day");
}

/** The two review actions of the approvals queue, as the outcome summary words them. */
export type ReviewAction = "approve" | "return";

const DONE: Record<ReviewAction, string> = { approve: "approved", return: "returned for revision" };

export interface ActionOutcome {
  noteId: string;
  ok: boolean;
  errorMessage?: string | null;
}

/**
 * The server words a refusal about one note ("This note was already approved by Dana Whitfield");
 * in a summary of several notes the subject is the count, so the leading "This note was/is" goes.
 */
export function reasonPhrase(message: string | null | undefined): string {
  const trimmed = (message ?? "").trim().replace(/\.$/, "");
  if (!trimmed) return "failed";
  const phrase = trimmed.replace(/^this note (was|is) /i, "");
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/**
 * One line about a bulk approve or return: "2 approved, 1 already approved by Dana Whitfield".
 * Refusals with the same reason are counted together, in the order they first appear; a reason
 * that is not an "already …" race reads "1 not approved: you cannot approve a note you submitted".
 */
export function summarizeOutcomes(action: ReviewAction, results: readonly ActionOutcome[]): string {
  const done = results.filter((result) => result.ok).length;
  const reasons = new Map<string, number>();
  for (const result of results) {
    if (result.ok) continue;
    const phrase = reasonPhrase(result.errorMessage);
    reasons.set(phrase, (reasons.get(phrase) ?? 0) + 1);
  }
  const parts: string[] = [];
  if (done > 0 || reasons.size === 0) parts.push(`${done} ${DONE[action]}`);
  for (const [phrase, count] of reasons) {
    parts.push(phrase.startsWith("already ") ? `${count} ${phrase}` : `${count} not ${DONE[action]}: ${phrase}`);
  }
  return parts.join(", ");
}

/** The snackbar style of a summary: all done, some refused, or none done. */
export function outcomeSeverity(results: readonly ActionOutcome[]): "success" | "warning" | "error" {
  const done = results.filter((result) => result.ok).length;
  if (done === results.length) return "success";
  return done === 0 ? "error" : "warning";
}

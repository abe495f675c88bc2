/**
 * The demographics form (intake and the chart's Edit form), checked with the API's own schema
 * (`ClientDemographicsFields`): the form and the server say the same thing about a bad field before
 * anything is sent. Every field is held as the text the person typed.
 */
import { ClientDemographicsFields, DEMOGRAPHIC_FIELDS, SEX_ASSIGNED_AT_BIRTH_LABELS } from "@hearth/schema";
import type { ClientDemographicsValues, DemographicField, SexAssignedAtBirth } from "@hearth/schema";
import type { z } from "zod";
import { calendarDateText } from "../../clientFormat";

export type DemographicsDraft = Record<DemographicField, string>;
export type DemographicsProblems = Partial<Record<DemographicField, string>>;

export type DemographicsCheck =
  { ok: true; values: ClientDemographicsValues } | { ok: false; problems: DemographicsProblems };

export const EMPTY_DEMOGRAPHICS: DemographicsDraft = {
  ...(Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, ""])) as DemographicsDraft),
  sexAssignedAtBirth: "unknown",
};

/** A saved version as the form's text. */
export function draftOf(values: { [F in DemographicField]?: string | null }): DemographicsDraft {
  return Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, values[field] ?? ""])) as DemographicsDraft;
}

/** Each field's first problem, from a failed parse of any schema whose fields include the demographics. */
export function problemsOf<F extends string>(issues: readonly z.core.$ZodIssue[]): Partial<Record<F, string>> {
  const problems: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F | undefined;
    if (typeof field === "string") problems[field] ??= issue.message;
  }
  return problems;
}

/** The values to send (empty fields as null), or each bad field's message. */
export function checkDemographics(draft: DemographicsDraft): DemographicsCheck {
  const parsed = ClientDemographicsFields.safeParse(draft);
  if (parsed.success) return { ok: true, values: parsed.data };
  return { ok: false, problems: problemsOf<DemographicField>(parsed.error.issues) };
}

/** A field's value as the chart shows it; a dash when empty. */
export function valueText(field: DemographicField, value: string | null | undefined): string {
  if (!value) return "—";
  if (field === "dateOfBirth") return calendarDateText(value);
  if (field === "sexAssignedAtBirth") return SEX_ASSIGNED_AT_BIRTH_LABELS[value as SexAssignedAtBirth] ?? value;
  return value;
}

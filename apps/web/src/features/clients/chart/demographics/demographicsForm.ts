/**
 * The demographics form (intake and the chart's Edit form), checked with the API's own schema
 * (`ClientDemographicsUpdateBody`): the form and the server say the same thing about a bad field before
 * anything is sent. Every field is held as the text the person typed.
 */
import { ClientDemographicsUpdateBody, DEMOGRAPHIC_FIELDS, SEX_ASSIGNED_AT_BIRTH_LABELS } from "@hearth/schema";
import type { ClientDemographicsValues, DemographicField, SexAssignedAtBirth } from "@hearth/schema";
import { checkBody } from "../../../../lib/forms/checkBody";
import { calendarDateText } from "../../clientFormat";

export type DemographicsDraft = Record<DemographicField, string>;
export type DemographicsProblems = Partial<Record<DemographicField, string>>;

export type DemographicsCheck =
  | { ok: true; values: ClientDemographicsValues & { changeNote: string | null } }
  | { ok: false; problems: DemographicsProblems & { changeNote?: string } };

export const EMPTY_DEMOGRAPHICS: DemographicsDraft = {
  ...(Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, ""])) as DemographicsDraft),
  sexAssignedAtBirth: "unknown",
};

/** A saved version as the form's text. */
export function draftOf(values: { [F in DemographicField]?: string | null }): DemographicsDraft {
  return Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, values[field] ?? ""])) as DemographicsDraft;
}

/**
 * The chart's Edit form: the values to send (empty fields as null) with the reason for the change, or each
 * bad field's message, as the API's update body says them.
 */
export function checkDemographics(draft: DemographicsDraft, changeNote = ""): DemographicsCheck {
  const checked = checkBody(ClientDemographicsUpdateBody, { ...draft, changeNote });
  if (!checked.ok) return { ok: false, problems: checked.problems };
  const { expectedVersion: _expectedVersion, ...values } = checked.input;
  return { ok: true, values };
}

/** A field's value as the chart shows it; a dash when empty. */
export function valueText(field: DemographicField, value: string | null | undefined): string {
  if (!value) return "—";
  if (field === "dateOfBirth") return calendarDateText(value);
  if (field === "sexAssignedAtBirth") return SEX_ASSIGNED_AT_BIRTH_LABELS[value as SexAssignedAtBirth] ?? value;
  return value;
}

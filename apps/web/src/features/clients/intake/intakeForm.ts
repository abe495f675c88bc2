/**
 * The New client form, checked with the API's own schema (`ClientIntakeBody`), and what the form reads
 * from the server's answers: when the duplicate check can run, and the matches of a refused intake.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ClientDuplicatesQuery, ClientIntakeBody, DEMOGRAPHIC_FIELD_LABELS } from "@hearth/schema";
import type { ClientDuplicate, ClientDuplicateConflict, ClientIntakeBody as IntakeValues } from "@hearth/schema";
import { checkBody } from "../../../lib/forms/checkBody";
import type { DemographicsDraft, DemographicsProblems } from "../chart/demographics/demographicsForm";

export interface IntakeDraft {
  demographics: DemographicsDraft;
  locationId: string;
  /** An ASAM level id, or "" for not decided yet. */
  intendedLevelOfCare: string;
}

export type IntakeProblems = DemographicsProblems & { locationId?: string; intendedLevelOfCare?: string };

/** The form's fields by the names the API gives them, with their labels (for the server's refusals too). */
export const INTAKE_FIELDS = {
  labels: { ...DEMOGRAPHIC_FIELD_LABELS, locationId: "Location", intendedLevelOfCare: "Intended level of care" },
};
export type IntakeField = keyof typeof INTAKE_FIELDS.labels;

/** The draft as one value per field, as the API names them. */
export const intakeValues = (draft: IntakeDraft): Record<IntakeField, string> => ({
  ...draft.demographics,
  locationId: draft.locationId,
  intendedLevelOfCare: draft.intendedLevelOfCare,
});

export type IntakeCheck = { ok: true; values: IntakeValues } | { ok: false; problems: IntakeProblems };

export function checkIntake(draft: IntakeDraft): IntakeCheck {
  const checked = checkBody(ClientIntakeBody, {
    ...intakeValues(draft),
    intendedLevelOfCare: draft.intendedLevelOfCare || null,
  });
  // A location not chosen yet is said as a choice to make.
  const unchosen: IntakeProblems = draft.locationId ? {} : { locationId: "Choose where the client will be cared for" };
  if (checked.ok) return { ok: true, values: checked.input };
  return { ok: false, problems: { ...checked.problems, ...unchosen } };
}

/** The duplicate check's question once the name and a whole date of birth are filled in; else null. */
export function duplicateQuestion(
  demographics: Pick<DemographicsDraft, "firstName" | "lastName" | "dateOfBirth">,
): { firstName: string; lastName: string; dateOfBirth: string } | null {
  const parsed = ClientDuplicatesQuery.safeParse({
    firstName: demographics.firstName,
    lastName: demographics.lastName,
    dateOfBirth: demographics.dateOfBirth,
  });
  return parsed.success ? parsed.data : null;
}

/** The matches of an intake the server refused as a possible duplicate (CONFLICT `possible_duplicate`); else null. */
export function duplicatesOfRefusal(error: unknown): ClientDuplicate[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  const details = extensions?.["details"] as Partial<ClientDuplicateConflict> | undefined;
  if (extensions?.["code"] !== "CONFLICT" || details?.reason !== "possible_duplicate") return null;
  return details.duplicates ?? [];
}

/**
 * The diagnosis dialogs' forms, checked with the API's own schemas (`AddDiagnosisBody`,
 * `UpdateDiagnosisBody`): the dialog and the server say the same thing about a bad field.
 */
import { AddDiagnosisBody, UpdateDiagnosisBody } from "@hearth/schema";
import type { DiagnosisRank } from "@hearth/schema";
import type {
  AddClientDiagnosisInput,
  DiagnosisRow_DiagnosisFragment,
  UpdateClientDiagnosisInput,
} from "../../../../__generated__/graphql";
import { checkBody } from "../../../../lib/forms/checkBody";

/** A code chosen in the search. */
export interface CodeChoice {
  code: string;
  description: string;
  billable: boolean;
}

export interface DiagnosisDraft {
  code: CodeChoice | null;
  rank: DiagnosisRank;
  onsetDate: string;
  notes: string;
}

export type DiagnosisProblems = Partial<Record<keyof DiagnosisDraft, string>>;
type Check<Input> = { ok: true; input: Input } | { ok: false; problems: DiagnosisProblems };

export function draftOf(diagnosis: DiagnosisRow_DiagnosisFragment | null, hasPrimary: boolean): DiagnosisDraft {
  if (!diagnosis) return { code: null, rank: hasPrimary ? "secondary" : "primary", onsetDate: "", notes: "" };
  return {
    code: { code: diagnosis.code, description: diagnosis.description, billable: true },
    rank: diagnosis.rank,
    onsetDate: diagnosis.onsetDate ?? "",
    notes: diagnosis.notes ?? "",
  };
}

/** The fields that show a problem, by the API's names, with their labels (the server's refusals name them so). */
export const DIAGNOSIS_FIELDS = { labels: { code: "Diagnosis (ICD-10-CM)", onsetDate: "Onset date", notes: "Notes" } };

/** A new diagnosis: a billable code must be chosen (a heading names a group of codes, not a diagnosis). */
export function checkNewDiagnosis(draft: DiagnosisDraft): Check<AddClientDiagnosisInput> {
  if (!draft.code) return { ok: false, problems: { code: "Choose a code" } };
  if (!draft.code.billable)
    return { ok: false, problems: { code: `${draft.code.code} is a category heading: choose one of its codes` } };
  const checked = checkBody(AddDiagnosisBody, {
    action: "add",
    code: draft.code.code,
    rank: draft.rank,
    onsetDate: draft.onsetDate || null,
    notes: draft.notes,
  });
  if (!checked.ok) return checked;
  const { code, rank, onsetDate, notes } = checked.input;
  return { ok: true, input: { code, rank, onsetDate, notes } };
}

/** The changes to a diagnosis: only what differs from it is sent (an emptied onset or note is cleared). */
export function checkDiagnosisChange(
  diagnosis: DiagnosisRow_DiagnosisFragment,
  draft: DiagnosisDraft,
): Check<UpdateClientDiagnosisInput> {
  const input: UpdateClientDiagnosisInput = {};
  if (draft.rank !== diagnosis.rank) input.rank = draft.rank;
  if ((draft.onsetDate || null) !== (diagnosis.onsetDate ?? null)) input.onsetDate = draft.onsetDate || null;
  if ((draft.notes.trim() || null) !== (diagnosis.notes ?? null)) input.notes = draft.notes.trim() || null;
  if (Object.keys(input).length === 0) return { ok: true, input };
  const checked = checkBody(UpdateDiagnosisBody, { action: "update", id: diagnosis.id, ...input });
  return checked.ok ? { ok: true, input } : checked;
}

/**
 * A form's draft checked before it is sent, with the API's own body schema and the rules the API applies
 * to every input (@hearth/schema inputRules): each field says under it what the server would answer.
 */
import { safeParseInput, textIssue } from "@hearth/schema";
import type { z } from "zod";

/** A form's draft as checked before it is sent: the input to send, or the first problem of each field. */
export type Checked<Input, Field extends PropertyKey> =
  { ok: true; input: Input } | { ok: false; problems: Partial<Record<Field, string>> };

/** Each field's first problem, by the first name of its path (`categories.1` is a problem of `categories`). */
function problemsOf<Field extends PropertyKey>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined) problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * Checks a draft (the body as it would be sent) with the server's own schema. Text the server refuses
 * whatever its schema (a pasted NUL character) is named at each field that holds it, in the API's words.
 */
export function checkBody<Schema extends z.ZodType>(
  schema: Schema,
  /** Field by field as the form holds them (text where the schema parses text into a choice). */
  draft: { [Field in keyof z.input<Schema>]?: unknown },
): Checked<z.output<Schema>, keyof z.input<Schema>> {
  type Field = keyof z.input<Schema>;
  const text: Partial<Record<Field, string>> = {};
  if (draft !== null && typeof draft === "object")
    for (const [field, value] of Object.entries(draft)) {
      const issue = textIssue(value, [field]);
      if (issue) text[field as Field] = issue.message;
    }
  const parsed = safeParseInput(schema, draft);
  if (parsed.success && Object.keys(text).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, problems: { ...(parsed.success ? {} : problemsOf<Field>(parsed.issues)), ...text } };
}

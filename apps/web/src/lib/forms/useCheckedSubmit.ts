import { useState } from "react";
import type { z } from "zod";
import { messageOf } from "../errors";
import { useDialogRequest } from "./useDialogRequest";

/** A form's draft as checked before it is sent: the input to send, or the first problem of each field. */
export type Checked<Input, Field extends PropertyKey> =
  { ok: true; input: Input } | { ok: false; problems: Partial<Record<Field, string>> };

/** Checks a draft with the server's own body schema, so the dialog says under each field what the API would. */
export function checkBody<Schema extends z.ZodType>(
  schema: Schema,
  draft: z.input<Schema>,
): Checked<z.output<Schema>, keyof z.input<Schema>> {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: Partial<Record<keyof z.input<Schema>, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof z.input<Schema> | undefined;
    if (field !== undefined) problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/**
 * The submit of a form dialog whose draft is checked before it is sent. A field's problem shows once the
 * person has tried to submit, not while they first type; a draft that fails its check is not sent. `send`
 * runs the request and then closes the dialog (the owner unmounts it); a refusal stays in the server's words
 * for the dialog to show, and the fields keep what was typed.
 */
export function useCheckedSubmit<Input, Field extends PropertyKey>(
  check: Checked<Input, Field>,
  send: (input: Input) => Promise<void>,
) {
  const [attempted, setAttempted] = useState(false);
  const request = useDialogRequest(send);
  return {
    problemOf: (field: Field) => (attempted && !check.ok ? check.problems[field] : undefined),
    error: request.error ? messageOf(request.error) : null,
    busy: request.busy,
    submit: () => {
      setAttempted(true);
      if (check.ok) void request.run(check.input);
    },
  };
}

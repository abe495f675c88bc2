import { createElement, useState } from "react";
import type { ReactNode } from "react";
import type { Checked } from "./checkBody";
import { useFieldRefusal } from "./fieldRefusal";
import type { FormFields } from "./fieldRefusal";
import { RefusalLines } from "./Refusal";
import { useDialogRequest } from "./useDialogRequest";

export { checkBody } from "./checkBody";
export type { Checked } from "./checkBody";

const NO_FIELDS: FormFields<never> = { labels: {} };
const NO_VALUES = {};

/**
 * The submit of a form dialog whose draft is checked before it is sent. A field's problem shows once the
 * person has tried to submit, not while they first type; a draft that fails its check is not sent. `send`
 * runs the request and then closes the dialog (the owner unmounts it). With the form's `fields` (its draft
 * and labels), what the server refuses about a field shows at that field until it is changed; the rest of a
 * refusal is the banner (`error`), and the fields keep what was typed.
 */
export function useCheckedSubmit<Input, Field extends PropertyKey>(
  check: Checked<Input, Field>,
  send: (input: Input) => Promise<void>,
  form?: { values: Readonly<Record<Field & string, unknown>>; fields: FormFields<Field & string> },
) {
  const [attempted, setAttempted] = useState(false);
  const request = useDialogRequest(send);
  const refusal = useFieldRefusal<Field & string>(
    request.error,
    form?.values ?? (NO_VALUES as Record<Field & string, unknown>),
    form?.fields ?? NO_FIELDS,
  );
  return {
    problemOf: (field: Field & string) =>
      (attempted && !check.ok ? check.problems[field] : undefined) ?? refusal.problemOf(field),
    error: (refusal.banner ? createElement(RefusalLines, refusal.banner) : null) as ReactNode,
    busy: request.busy,
    submit: () => {
      setAttempted(true);
      if (!check.ok) return;
      refusal.sending();
      void request.run(check.input);
    },
  };
}

import { useState } from "react";
import { useShell } from "../../../../app/shell/ShellState";
import { useFieldRefusal } from "../../../../lib/forms/fieldRefusal";
import { useDialogRequest } from "../../../../lib/forms/useDialogRequest";
import type { Checked } from "./episodeForms";

/**
 * One Admission-tab dialog's form: the draft as typed, its check (the API's schema), a field's problem
 * once the person has typed in it or tried to save, and the one request. What the server refuses about a
 * field shows at that field until it is changed; the rest of a refusal is the dialog's banner. On success
 * the dialog says so and closes.
 */
export function useEpisodeForm<D extends object, I, F extends string & keyof D>(o: {
  initial: () => D;
  /** Each field's label, by the API's name for it (a refusal names it so). */
  labels: Record<F, string>;
  /** API names of fields the draft holds under another name, e.g. `primaryTherapistId` for `primaryTherapist`. */
  aliases?: Readonly<Record<string, NoInfer<F>>>;
  check: (draft: D) => Checked<I, F>;
  send: (input: I) => Promise<unknown>;
  done: string | ((input: I) => string);
  onDone: () => void;
}) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<D>(o.initial);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const request = useDialogRequest(async (input: I) => {
    await o.send(input);
    notify(typeof o.done === "string" ? o.done : o.done(input), "success");
    o.onDone();
  });
  const refused = useFieldRefusal<F>(request.error, draft as Record<F, unknown>, {
    labels: o.labels,
    ...(o.aliases ? { aliases: o.aliases } : {}),
  });
  const checked = o.check(draft);

  const change = (patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...Object.keys(patch)]));
  };
  const problemOf = (field: F): string | undefined =>
    (!checked.ok && (attempted || touched.has(field)) ? checked.problems[field] : undefined) ??
    refused.problemOf(field);
  /** What a field component of ./fields needs for one draft field: its label, value, change and problem. */
  const bind = <K extends F>(field: K) => ({
    label: o.labels[field],
    value: draft[field],
    onChange: (value: D[K]) => {
      const patch: Partial<D> = {};
      patch[field] = value;
      change(patch);
    },
    problem: problemOf(field),
  });

  const submit = () => {
    setAttempted(true);
    if (!checked.ok || request.busy) return;
    refused.sending();
    void request.run(checked.input);
  };

  return { draft, change, problemOf, bind, submit, busy: request.busy, banner: refused.banner };
}

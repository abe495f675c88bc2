import { useState } from "react";
import { useShell } from "../../../../app/shell/ShellState";
import { useDialogRequest } from "../../../../lib/forms/useDialogRequest";
import type { Checked } from "./episodeForms";

/**
 * One Admission-tab dialog's form: the draft as typed, its check (the API's schema), a field's problem
 * once the person has typed in it or tried to save, and the one request, whose refusal is kept for the
 * dialog to show in the server's words. On success the dialog says so and closes.
 */
export function useEpisodeForm<D extends object, I, F extends string & keyof D>(o: {
  initial: () => D;
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
  const checked = o.check(draft);

  const change = (patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...Object.keys(patch)]));
  };
  const problemOf = (field: F): string | undefined =>
    !checked.ok && (attempted || touched.has(field)) ? checked.problems[field] : undefined;
  /** What a field component of ./fields needs for one draft field: its value, its change and its problem. */
  const bind = <K extends F>(field: K) => ({
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
    if (checked.ok && !request.busy) void request.run(checked.input);
  };

  return { draft, change, problemOf, bind, submit, busy: request.busy, refusal: request.error };
}

import { useState } from "react";
import { useShell } from "../../../../app/shell/ShellState";
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
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const checked = o.check(draft);

  const change = (patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...Object.keys(patch)]));
  };
  const problemOf = (field: F): string | undefined =>
    !checked.ok && (attempted || touched.has(field)) ? checked.problems[field] : undefined;

  const submit = async () => {
    setAttempted(true);
    if (!checked.ok || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await o.send(checked.input);
      notify(typeof o.done === "string" ? o.done : o.done(checked.input), "success");
      o.onDone();
    } catch (failure) {
      setRefusal(failure);
      setBusy(false);
    }
  };

  return { draft, change, problemOf, submit: () => void submit(), busy, refusal };
}

import { useState } from "react";

/**
 * The one request of a form dialog (signing, returning a note, …): busy while it runs, and a refusal kept for the
 * dialog to show in the server's words. On success the owner closes the dialog, so nothing resets.
 */
export function useDialogRequest<A>(request: (arg: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async (arg: A) => {
    setBusy(true);
    setError(null);
    try {
      await request(arg);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return { busy, error, run };
}

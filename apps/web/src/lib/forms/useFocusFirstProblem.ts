import { useEffect, useState } from "react";
import type { RefObject } from "react";

/** A field that shows a problem and can take the focus (a select's hidden input is skipped for its combobox). */
const FIELD_WITH_PROBLEM = '[aria-invalid="true"]:not([aria-hidden="true"]):not([tabindex="-1"])';

/**
 * Moves to the first field in `container` that shows a problem, in the page's order; when none does, brings
 * the form's alert (a refusal that belongs to no field) into view. False when there is neither.
 */
export function focusFirstProblem(container: HTMLElement | null): boolean {
  const field = container?.querySelector<HTMLElement>(FIELD_WITH_PROBLEM);
  // Scrolled to the middle: its label above and its message below both show. (jsdom has no scrollIntoView.)
  if (field) {
    field.scrollIntoView?.({ block: "center", behavior: "smooth" });
    field.focus({ preventScroll: true });
    return true;
  }
  const alert = container?.querySelector<HTMLElement>('[role="alert"]');
  alert?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  return Boolean(alert);
}

/**
 * For a long form whose problems may be out of view when it is submitted: the function returned moves to the
 * first field in `form` that shows one, once the form has rendered them (after the submit's own state changes).
 */
export function useFocusFirstProblem(form: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) focusFirstProblem(form.current);
  }, [requests, form]);
  return () => setRequests((n) => n + 1);
}

import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { FORM_VIEWER_PATH } from "../../app/routeTable";
import { usePendingTerms } from "./useTerms";

// Shown once per user: loaded only when needed.
const TermsDialog = lazy(() => import("./TermsDialog"));
/** Pages where the window never shows: the form viewer and the password change. */
const WITHOUT_TERMS = new Set<string>([FORM_VIEWER_PATH, "/changePassword"]);

/** Asks a signed-in user (staff or portal client) to accept the current terms once. */
export function TermsGate({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const { pending, accepted, reload } = usePendingTerms(userId, !WITHOUT_TERMS.has(pathname));
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog key={pending.version} terms={pending} onAccepted={accepted} onOutdated={reload} />
    </Suspense>
  );
}

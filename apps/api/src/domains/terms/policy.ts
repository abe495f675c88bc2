/** Who may read and accept the terms: every signed-in user (staff and portal clients), for themselves only. */
import type { RequestContext } from "../../context";

export type TermsAction = "terms:read" | "terms:accept";

export function canTerms(_ctx: RequestContext, action: TermsAction): boolean {
  switch (action) {
    case "terms:read":
    case "terms:accept":
      return true;
  }
}

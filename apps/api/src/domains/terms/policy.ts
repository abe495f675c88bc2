/** Who may read and accept the terms: every signed-in user (staff and portal clients), for themselves only. */
import type { RequestContext } from "../../context";

export type TermsAction = "read_own" | "accept_own";

export function canTerms(_ctx: RequestContext, action: TermsAction): boolean {
  switch (action) {
    case "read_own":
    case "accept_own":
      return true;
  }
}

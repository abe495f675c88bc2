/** Who reads a location's live board: staff who work there (admins anywhere in the organization); clients never. */
import type { RequestContext } from "../../context";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";
import { reachesLocation } from "../../authz/principal";

export type BoardAction = "board:read";

/** Boards are for staff: anyone else is refused before any location is looked up. */
export function canBoard(ctx: Pick<RequestContext, "isStaff">, action: BoardAction): boolean {
  switch (action) {
    case "board:read":
      return ctx.isStaff;
  }
}

/** Why the caller may not read this location's board: it is for the staff who work there. */
export function boardDenial(
  ctx: Pick<RequestContext, "isStaff" | "isAdmin" | "locationIds">,
  action: BoardAction,
  location: { id: string },
): Denial | null {
  return canBoard(ctx, action) && reachesLocation(ctx, location.id)
    ? null
    : refuse.forbidden("The live board of a location is for the staff who work there");
}

/** Who may list and add __label__ items: staff; which locations is the query's scope. */
import type { RequestContext } from "../../context";

export type __Name__Action = "__name_snake__:list" | "__name_snake__:create";

export function can__Name__(ctx: RequestContext, action: __Name__Action): boolean {
  switch (action) {
    case "__name_snake__:list":
    case "__name_snake__:create":
      return ctx.isStaff;
  }
}

/** Who may list and manage programs and rooms: any staff reads them, administrators change them. */
import type { RequestContext } from "../../context";

export type ProgramAction = "list" | "create" | "update";

export function canProgram(ctx: RequestContext, action: ProgramAction): boolean {
  switch (action) {
    case "list":
      return ctx.isStaff;
    case "create":
    case "update":
      return ctx.isAdmin;
  }
}

/** Who may list and manage programs and rooms: any staff reads them, administrators change them. */
import type { RequestContext } from "../../../context";

export type ProgramAction = "program:list" | "program:create" | "program:update" | "room:list" | "room:create";

export function canProgram(ctx: RequestContext, action: ProgramAction): boolean {
  switch (action) {
    case "program:list":
    case "room:list":
      return ctx.isStaff;
    case "program:create":
    case "program:update":
    case "room:create":
      return ctx.isAdmin;
  }
}

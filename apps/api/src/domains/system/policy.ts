/** Who may read crash reports (anyone may send one). */
import type { RequestContext } from "../../context";

export function canCrashReports(ctx: RequestContext, action: "list"): boolean {
  switch (action) {
    case "list":
      return ctx.isAdmin;
  }
}

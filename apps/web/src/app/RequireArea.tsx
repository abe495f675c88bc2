import type { ReactNode } from "react";
import { mayOpenArea } from "@hearth/schema";
import type { Area } from "@hearth/schema";
import ForbiddenPage from "./pages/ForbiddenPage";
import { useSessionUser } from "./session/SessionContext";

/**
 * A page of an area the user's role may not open shows "Access denied" in its place, inside the
 * bars, instead of half a page of refused requests. The same table (`AREA_ROLES`) decides the
 * navigation; the server refuses the data anyway.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const me = useSessionUser();
  return mayOpenArea(me.role, area) ? children : <ForbiddenPage standalone={false} />;
}

import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { mayOpenArea } from "@hearth/schema";
import type { Area } from "@hearth/schema";
import { PageLoading } from "./pages/PageLoading";
import { useSessionUser } from "./session/SessionContext";

// Its own chunk, as the /403 route has it: the login page's bundle stays without it.
const ForbiddenPage = lazy(() => import("./pages/ForbiddenPage"));

/**
 * A page of an area the user's role may not open shows "Access denied" in its place, inside the
 * bars, instead of half a page of refused requests. The same table (`AREA_ROLES`) decides the
 * navigation; the server refuses the data anyway.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const me = useSessionUser();
  if (mayOpenArea(me.role, area)) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <ForbiddenPage standalone={false} />
    </Suspense>
  );
}

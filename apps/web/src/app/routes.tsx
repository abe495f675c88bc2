import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { createBrowserRouter } from "react-router";
import type { RouteObject } from "react-router";
import { PageLoading } from "./pages/PageLoading";
import { RequireAuth } from "./RequireAuth";

// Each page is its own chunk, and so are the staff bars: the login route carries neither the
// navigation, the data grid nor the editor.
const AppLayout = lazy(() => import("./layout/AppLayout"));
const LoginPage = lazy(() => import("../features/auth/LoginPage"));
const PortalPage = lazy(() => import("../features/portal/PortalPage"));
const DashboardPage = lazy(() => import("../features/dashboard/DashboardPage"));
const ClinicianListPage = lazy(() => import("../features/clinicians/ClinicianListPage"));
const HandoffBoardPage = lazy(() => import("../features/handoff/HandoffBoardPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/**
 * The routes of §2. Pages without navigation bars (login, portal, 404) stand alone; staff pages
 * live inside AppLayout, whose own Suspense keeps the bars on screen while a page loads.
 */
export const routes: RouteObject[] = [
  { path: "/", element: page(<LoginPage />) },
  { path: "/portal", element: <RequireAuth audience="client">{page(<PortalPage />)}</RequireAuth> },
  {
    element: (
      <RequireAuth audience="staff">
        {page(<AppLayout />)}
      </RequireAuth>
    ),
    children: [
      { path: "/dashboard", element: <DashboardPage /> },
      { path: "/clinicians", element: <ClinicianListPage /> },
      { path: "/handoff", element: <HandoffBoardPage /> },
      { path: "/handoff/:locationId", element: <HandoffBoardPage /> },
    ],
  },
  { path: "/404", element: page(<NotFoundPage />) },
  { path: "*", element: page(<NotFoundPage />) },
];

export const createAppRouter = () => createBrowserRouter(routes);

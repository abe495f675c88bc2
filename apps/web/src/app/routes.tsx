import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { createBrowserRouter } from "react-router";
import type { RouteObject } from "react-router";
import type { Area } from "@hearth/schema";
import { FEATURE_ROUTES } from "../features/routes";
import { PageLoading } from "./pages/PageLoading";
import { RequireArea } from "./RequireArea";
import { RequireAuth } from "./RequireAuth";
import { PENDING_STANDALONE_ROUTES, PRINT_ROUTES } from "./routeTable";
import { RouteCrashScreen } from "./shell/CrashBoundary";
import RootLayout from "./shell/RootLayout";

// Each page is its own chunk, and so are the staff bars: the login route carries neither the
// navigation, the data grid nor the editor.
const AppLayout = lazy(() => import("./layout/AppLayout"));
const PrintLayout = lazy(() => import("./pages/PrintLayout"));
const LoginPage = lazy(() => import("../features/auth/LoginPage"));
const ResetPasswordPage = lazy(() => import("../features/account/ResetPasswordPage"));
const ChangePasswordPage = lazy(() => import("../features/account/ChangePasswordPage"));
const DownloadMobileAppPage = lazy(() => import("../features/account/DownloadMobileAppPage"));
const OnboardingPage = lazy(() => import("../features/onboarding/OnboardingPage"));
const AlreadyExistsPage = lazy(() => import("../features/onboarding/AlreadyExistsPage"));
const PortalPage = lazy(() => import("../features/portal/PortalPage"));
const KioskPage = lazy(() => import("../features/kiosk/KioskPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const ForbiddenPage = lazy(() => import("./pages/ForbiddenPage"));
const UnavailablePage = lazy(() => import("./pages/UnavailablePage"));

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;
/** A staff page of an area: "Access denied" in its place for roles that may not open the area (schema AREA_ROLES). */
const inArea = (area: Area, element: ReactNode) => <RequireArea area={area}>{element}</RequireArea>;

/**
 * The routes of §2. Pages without navigation bars (login, password pages, portal, 404/403) stand
 * alone; print pages sit in the print layout; staff pages live inside AppLayout, whose own
 * Suspense keeps the bars on screen while a page loads.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteCrashScreen />,
    children: [
      { path: "/", element: page(<LoginPage />) },
      { path: "/resetPassword", element: page(<ResetPasswordPage />) },
      { path: "/setClientPassword", element: page(<ResetPasswordPage endpoint="/api/auth/set-client-password" />) },
      { path: "/changePassword", element: <RequireAuth audience="any">{page(<ChangePasswordPage />)}</RequireAuth> },
      { path: "/download-mobile-app", element: page(<DownloadMobileAppPage />) },
      { path: "/onboarding", element: page(<OnboardingPage />) },
      { path: "/customer-onboarding", element: page(<OnboardingPage />) },
      { path: "/onboarding/already-exists", element: page(<AlreadyExistsPage />) },
      { path: "/portal", element: <RequireAuth audience="client">{page(<PortalPage />)}</RequireAuth> },
      // The kiosk signs staff out of the tablet and then works with its own session-scoped token.
      { path: "/groupnotes/:groupID/check-in", element: page(<KioskPage />) },
      ...PENDING_STANDALONE_ROUTES.map((path) => ({ path, element: page(<UnavailablePage />) })),
      {
        element: <RequireAuth audience="staff">{page(<PrintLayout />)}</RequireAuth>,
        children: [
          ...FEATURE_ROUTES.flatMap((feature) => feature.printPages ?? []).map(({ path, area, Page }) => ({
            path,
            element: inArea(area, page(<Page />)),
          })),
        ],
      },
      {
        element: <RequireAuth audience="any">{page(<PrintLayout printable={false} />)}</RequireAuth>,
        children: PRINT_ROUTES.map((path) => ({ path, element: page(<UnavailablePage standalone={false} />) })),
      },
      {
        element: <RequireAuth audience="staff">{page(<AppLayout />)}</RequireAuth>,
        children: [
          ...FEATURE_ROUTES.flatMap((feature) => feature.pages ?? []).map(({ path, area, Page }) => ({
            path,
            element: area ? inArea(area, <Page />) : <Page />,
          })),
        ],
      },
      { path: "/404", element: page(<NotFoundPage />) },
      { path: "/403", element: page(<ForbiddenPage />) },
      { path: "*", element: page(<NotFoundPage />) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

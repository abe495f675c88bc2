import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { createBrowserRouter } from "react-router";
import type { RouteObject } from "react-router";
import { PageLoading } from "./pages/PageLoading";
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
const DashboardPage = lazy(() => import("../features/dashboard/DashboardPage"));
const ClinicianListPage = lazy(() => import("../features/clinicians/ClinicianListPage"));
const HandoffBoardPage = lazy(() => import("../features/handoff/HandoffBoardPage"));
const GroupSessionsPage = lazy(() => import("../features/groupNotes/GroupSessionsPage"));
const GroupsPage = lazy(() => import("../features/groupNotes/GroupsPage"));
const GroupSessionPage = lazy(() => import("../features/groupNotes/GroupSessionPage"));
const GroupNotesPrintPage = lazy(() => import("../features/groupNotes/print/GroupNotesPrintPage"));
const GroupNoteExportPage = lazy(() => import("../features/groupNotes/print/GroupNoteExportPage"));
const ApprovalsPage = lazy(() => import("../features/approvals/ApprovalsPage"));
const NotificationsPage = lazy(() => import("../features/notifications/NotificationsPage"));
const LiveBoardPage = lazy(() => import("../features/board/LiveBoardPage"));
const TasksPage = lazy(() => import("../features/tasks/TasksPage"));
const MessagesPage = lazy(() => import("../features/messages/MessagesPage"));
const EventsPage = lazy(() => import("../features/events/EventsPage"));
const ClientListPage = lazy(() => import("../features/clients/ClientListPage"));
const ClientChartPage = lazy(() => import("../features/clients/ClientChartPage"));
const ClientGroupNotePage = lazy(() => import("../features/clients/ClientGroupNotePage"));
const KioskPage = lazy(() => import("../features/kiosk/KioskPage"));
const CrashReportsPage = lazy(() => import("../features/crashReports/CrashReportsPage"));
const ReleaseNotesPage = lazy(() => import("../features/releaseNotes/ReleaseNotesPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const ForbiddenPage = lazy(() => import("./pages/ForbiddenPage"));
const UnavailablePage = lazy(() => import("./pages/UnavailablePage"));

const page = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

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
          { path: "/group_notes_print", element: page(<GroupNotesPrintPage />) },
          { path: "/exportPrint/groupNotesExport/:group_notes_export", element: page(<GroupNoteExportPage />) },
        ],
      },
      {
        element: <RequireAuth audience="any">{page(<PrintLayout />)}</RequireAuth>,
        children: PRINT_ROUTES.map((path) => ({ path, element: page(<UnavailablePage standalone={false} />) })),
      },
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
          { path: "/groupnotes", element: <GroupSessionsPage /> },
          { path: "/groupnotes/groups", element: <GroupsPage /> },
          { path: "/groupnotes/session/:sessionId", element: <GroupSessionPage /> },
          { path: "/approvals", element: <ApprovalsPage /> },
          { path: "/notifications", element: <NotificationsPage /> },
          { path: "/board", element: <LiveBoardPage /> },
          { path: "/board/:locationId", element: <LiveBoardPage /> },
          { path: "/tasks", element: <TasksPage /> },
          { path: "/messages", element: <MessagesPage /> },
          { path: "/messages/:conversationId", element: <MessagesPage /> },
          { path: "/events", element: <EventsPage /> },
          { path: "/clients", element: <ClientListPage /> },
          { path: "/clients/:mrNo", element: <ClientChartPage /> },
          { path: "/clients/:mrNo/group-notes/:noteId", element: <ClientGroupNotePage /> },
          { path: "/crash-reports", element: <CrashReportsPage /> },
          { path: "/release-notes", element: <ReleaseNotesPage /> },
        ],
      },
      { path: "/404", element: page(<NotFoundPage />) },
      { path: "/403", element: page(<ForbiddenPage />) },
      { path: "*", element: page(<NotFoundPage />) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

import { lazy, Suspense } from "react";
import type { ReactNode } from "react";
import { createBrowserRouter } from "react-router";
import type { RouteObject } from "react-router";
import type { Area } from "@hearth/schema";
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
const DashboardPage = lazy(() => import("../features/dashboard/DashboardPage"));
const ClinicianListPage = lazy(() => import("../features/clinicians/ClinicianListPage"));
const HandoffBoardPage = lazy(() => import("../features/handoff/HandoffBoardPage"));
const HandoffHistoryPage = lazy(() => import("../features/handoff/history/HandoffHistoryPage"));
const HandoffShiftPage = lazy(() => import("../features/handoff/history/HandoffShiftPage"));
const HandoffShiftPrintPage = lazy(() => import("../features/handoff/history/HandoffShiftPrintPage"));
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
const OrganizationSettingsPage = lazy(() => import("../features/organizationSettings/OrganizationSettingsPage"));
const ReleaseNotesPage = lazy(() => import("../features/releaseNotes/ReleaseNotesPage"));
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
          { path: "/group_notes_print", element: inArea("groupNotes", page(<GroupNotesPrintPage />)) },
          {
            path: "/exportPrint/groupNotesExport/:group_notes_export",
            element: inArea("groupNotes", page(<GroupNoteExportPage />)),
          },
          { path: "/handoff_print/:locationId/:shiftId", element: inArea("handoff", page(<HandoffShiftPrintPage />)) },
        ],
      },
      {
        element: <RequireAuth audience="any">{page(<PrintLayout printable={false} />)}</RequireAuth>,
        children: PRINT_ROUTES.map((path) => ({ path, element: page(<UnavailablePage standalone={false} />) })),
      },
      {
        element: <RequireAuth audience="staff">{page(<AppLayout />)}</RequireAuth>,
        children: [
          { path: "/dashboard", element: inArea("dashboard", <DashboardPage />) },
          { path: "/clinicians", element: inArea("clinicians", <ClinicianListPage />) },
          { path: "/handoff", element: inArea("handoff", <HandoffBoardPage />) },
          { path: "/handoff/:locationId", element: inArea("handoff", <HandoffBoardPage />) },
          { path: "/handoff/:locationId/history", element: inArea("handoff", <HandoffHistoryPage />) },
          { path: "/handoff/:locationId/history/:shiftId", element: inArea("handoff", <HandoffShiftPage />) },
          { path: "/groupnotes", element: inArea("groupNotes", <GroupSessionsPage />) },
          { path: "/groupnotes/groups", element: inArea("groupNotes", <GroupsPage />) },
          { path: "/groupnotes/session/:sessionId", element: inArea("groupNotes", <GroupSessionPage />) },
          { path: "/approvals", element: inArea("approvals", <ApprovalsPage />) },
          { path: "/notifications", element: inArea("notifications", <NotificationsPage />) },
          { path: "/board", element: inArea("board", <LiveBoardPage />) },
          { path: "/board/:locationId", element: inArea("board", <LiveBoardPage />) },
          { path: "/tasks", element: inArea("tasks", <TasksPage />) },
          { path: "/messages", element: inArea("messages", <MessagesPage />) },
          { path: "/messages/:conversationId", element: inArea("messages", <MessagesPage />) },
          { path: "/events", element: inArea("events", <EventsPage />) },
          { path: "/clients", element: inArea("clients", <ClientListPage />) },
          { path: "/clients/:mrNo", element: inArea("clients", <ClientChartPage />) },
          { path: "/clients/:mrNo/group-notes/:noteId", element: inArea("groupNotes", <ClientGroupNotePage />) },
          { path: "/crash-reports", element: inArea("crashReports", <CrashReportsPage />) },
          { path: "/settings", element: inArea("settings", <OrganizationSettingsPage />) },
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

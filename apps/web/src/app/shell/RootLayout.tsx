import { lazy, Suspense, useEffect } from "react";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { Outlet, useLocation } from "react-router";
import { installClickTracker } from "../../lib/clickTracker";
import { CrashBoundary } from "./CrashBoundary";
import { DownloadAppPrompt } from "./DownloadAppPrompt";
import { pageTitle } from "./pageTitle";
import { RouteProgress } from "./RouteProgress";
import { SafariTip } from "./SafariTip";
import { useShell } from "./ShellState";
import { UpdatePrompt } from "./UpdatePrompt";
import { useSessionLostHandling } from "./useSession";
import { useBuildPoll, useVersionPoll } from "./useUpdateChecks";

// Shown rarely: loaded only when needed, so the login route stays small.
const SessionExpiredDialog = lazy(() => import("./SessionExpiredDialog"));

/** The frame around every route: title, progress bar, browser tip, session and update prompts, snackbar (§2). */
export default function RootLayout() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname, search);
  }, [pathname, search]);
  useEffect(() => installClickTracker(), []);
  useSessionLostHandling();
  const { showSessionExpired } = useShell();
  useVersionPoll();
  useBuildPoll();

  return (
    <>
      <RouteProgress />
      <SafariTip />
      <CrashBoundary resetKey={pathname}>
        <Outlet />
      </CrashBoundary>
      {pathname !== "/" && showSessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
      <UpdatePrompt />
      <DownloadAppPrompt />
      <ShellSnackbar />
    </>
  );
}

/** The snackbar of §2: a message and a style flag. */
function ShellSnackbar() {
  const { snackbar, closeSnackbar } = useShell();
  return (
    <Snackbar
      key={snackbar?.key}
      open={snackbar !== null}
      autoHideDuration={6000}
      onClose={closeSnackbar}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert severity={snackbar?.style ?? "info"} variant="filled" onClose={closeSnackbar}>
        {snackbar?.message}
      </Alert>
    </Snackbar>
  );
}

import { lazy, Suspense } from "react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { Outlet, useLocation } from "react-router";
import { NotificationsLive } from "../../features/notifications/NotificationsLive";
import { useReleaseNotes } from "../../features/releaseNotes/useReleaseNotes";
import { readStored } from "../../lib/localStore";
import { PageLoading } from "../pages/PageLoading";
import { CrashBoundary } from "../shell/CrashBoundary";
import { BANNER_HEIGHT } from "../shell/SafariTip";
import { useShell } from "../shell/ShellState";
import { CurrentLocationProvider } from "../session/CurrentLocation";
import { useSessionUser } from "../session/SessionContext";
import { SideNav } from "./SideNav";
import { TopBar } from "./TopBar";

/** Top padding under the fixed top bar, 130 px while the browser banner shows; side padding beside the open rail (§2, §9). */
export const CONTENT_TOP = 82;
export const CONTENT_TOP_WITH_BANNER = 130;
export const CONTENT_SIDE_WITH_NAV = 100;
/** The stored flag of §2 that hides the tabs and the header (e.g. a page embedded in another system). */
export const HIDE_TABS_AND_HEADER_KEY = "hideTabsAndHeader";

const MAIN_CONTENT_ID = "main-content";

const ReleaseNotesModal = lazy(() => import("../../features/releaseNotes/ReleaseNotesModal"));

/** Every staff page: top bar, side navigation, the page in a `<main>`, and live notification toasts. */
export default function AppLayout() {
  const me = useSessionUser();
  const { pathname } = useLocation();
  const theme = useTheme();
  const { hamburger, setHamburger, showBanner } = useShell();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  const releaseNotes = useReleaseNotes(me.role);
  const hideBars = readStored(HIDE_TABS_AND_HEADER_KEY) === true;
  // On wide screens the hamburger opens a rail beside the page; on narrow ones a drawer over it.
  const railOpen = hamburger && wide && !hideBars;

  return (
    <CurrentLocationProvider>
      <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
        <SkipToContent />
        {!hideBars && (
          <>
            <TopBar
              me={me}
              navOpen={hamburger}
              top={showBanner ? BANNER_HEIGHT : 0}
              onToggleNav={() => setHamburger((open) => !open)}
            />
            <SideNav
              open={hamburger}
              overlay={!wide}
              top={showBanner ? BANNER_HEIGHT : 0}
              onClose={() => setHamburger(false)}
            />
          </>
        )}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            outline: "none",
            pt: `${showBanner ? CONTENT_TOP_WITH_BANNER : CONTENT_TOP}px`,
            pb: 4,
            pl: railOpen ? `${CONTENT_SIDE_WITH_NAV}px` : 3,
            pr: 3,
            transition: theme.transitions.create("padding-left", {
              duration: theme.transitions.duration.enteringScreen,
            }),
          }}
        >
          {/* A crash keeps the bars, so the person can go elsewhere. */}
          <CrashBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </CrashBoundary>
        </Box>
        {/* Live even with the bars hidden: the toasts need no top bar. */}
        <NotificationsLive />
        {releaseNotes.open && (
          <Suspense fallback={null}>
            <ReleaseNotesModal version={releaseNotes.version} onClose={releaseNotes.close} />
          </Suspense>
        )}
      </Box>
    </CurrentLocationProvider>
  );
}

/**
 * The first thing a keyboard reaches on every staff page: jumps past the top bar and the
 * navigation to the page itself. Hidden until focused. Focus moves without touching the URL, which
 * the pages read.
 */
function SkipToContent() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: "fixed",
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: "background.paper",
        borderRadius: 1,
        boxShadow: 3,
        "&:focus": { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}

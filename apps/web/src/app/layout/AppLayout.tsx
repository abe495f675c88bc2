import { Suspense, useState } from "react";
import Box from "@mui/material/Box";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { Outlet } from "react-router";
import { PageLoading } from "../pages/PageLoading";
import { useSessionUser } from "../session/SessionContext";
import { SideNav } from "./SideNav";
import { TopBar } from "./TopBar";

/** Top padding under the fixed top bar, and side padding beside the open rail (§2, §9). */
const CONTENT_TOP = 82;
const CONTENT_SIDE_WITH_NAV = 100;

/** Every staff page: top bar, side navigation, and the page in a `<main>`. */
export default function AppLayout() {
  const me = useSessionUser();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  // The rail starts open on wide screens; on narrow ones the drawer opens on demand over the page.
  const [navOpen, setNavOpen] = useState(wide);
  const railOpen = navOpen && wide;

  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <TopBar me={me} navOpen={navOpen} onToggleNav={() => setNavOpen((open) => !open)} />
      <SideNav open={navOpen} overlay={!wide} onClose={() => setNavOpen(false)} />
      <Box
        component="main"
        sx={{
          pt: `${CONTENT_TOP}px`,
          pb: 4,
          pl: railOpen ? `${CONTENT_SIDE_WITH_NAV}px` : 3,
          pr: 3,
          transition: theme.transitions.create("padding-left", { duration: theme.transitions.duration.enteringScreen }),
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

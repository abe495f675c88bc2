import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers/AppProviders";
import { createAppRouter } from "./routes";
import { FullScreenLogo } from "./shell/FullScreenLogo";
import { ShellStateProvider } from "./shell/ShellState";
import { useSessionOnLoad } from "./shell/useSession";

export function App() {
  return (
    <AppProviders>
      <ShellStateProvider>
        <AppRoot />
      </ShellStateProvider>
    </AppProviders>
  );
}

/** The rotating logo while the session check of §4 runs, then the routes. */
function AppRoot() {
  const [router] = useState(createAppRouter);
  const loading = useSessionOnLoad();
  if (loading) return <FullScreenLogo />;
  return <RouterProvider router={router} />;
}

import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers/AppProviders";
import { createAppRouter } from "./routes";
import { ShellStateProvider } from "./shell/ShellState";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <ShellStateProvider>
        <RouterProvider router={router} />
      </ShellStateProvider>
    </AppProviders>
  );
}

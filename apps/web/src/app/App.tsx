import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers/AppProviders";
import { createAppRouter } from "./routes";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

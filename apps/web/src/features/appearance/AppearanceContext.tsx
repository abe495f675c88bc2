import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { createAppTheme } from "../../app/providers/theme";
import type { Preferences } from "@hearth/schema";
import { readStored, writeStored } from "../../lib/localStore";
import { restCall } from "../../lib/rest";
import { appearanceKey, DEFAULT_APPEARANCE, sanitizeAppearance } from "./appearance";
import type { Appearance } from "./appearance";

interface AppearanceState {
  appearance: Appearance;
  /** Switches to the signed-in user's saved appearance (null: the default, before sign-in). */
  applyFor: (userId: string | null) => void;
  update: (change: Partial<Appearance>) => void;
}

const AppearanceContext = createContext<AppearanceState | null>(null);

/** The MUI theme made from the current user's appearance, for the whole app. */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ userId: string | null; appearance: Appearance }>({
    userId: null,
    appearance: DEFAULT_APPEARANCE,
  });
  // Which user the screen shows, and whether they changed something since the server was asked.
  const current = useRef<{ userId: string | null; changedSince: boolean }>({ userId: null, changedSince: false });

  const applyFor = useCallback((userId: string | null) => {
    if (current.current.userId === userId) return;
    current.current = { userId, changedSince: false };
    // This browser's copy applies at once; the server's (saved per user) follows.
    setState({
      userId,
      appearance: userId ? sanitizeAppearance(readStored(appearanceKey(userId))) : DEFAULT_APPEARANCE,
    });
    if (!userId) return;
    restCall<{ results: Preferences }>("GET", "/api/auth/preferences")
      .then(({ results }) => {
        if (current.current.userId !== userId || current.current.changedSince) return;
        const appearance = sanitizeAppearance(results);
        writeStored(appearanceKey(userId), appearance);
        setState({ userId, appearance });
      })
      .catch(() => undefined); // offline: the local copy stands
  }, []);

  const update = useCallback((change: Partial<Appearance>) => {
    current.current.changedSince = true;
    setState((previous) => {
      const appearance = sanitizeAppearance({ ...previous.appearance, ...change });
      if (previous.userId) writeStored(appearanceKey(previous.userId), appearance);
      return { ...previous, appearance };
    });
    if (current.current.userId) restCall("PUT", "/api/auth/preferences", change).catch(() => undefined);
  }, []);
  const theme = useMemo(() => createAppTheme(state.appearance), [state.appearance]);
  const value = useMemo(
    () => ({ appearance: state.appearance, applyFor, update }),
    [state.appearance, applyFor, update],
  );
  return (
    <AppearanceContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppearanceContext.Provider>
  );
}

export function useAppearance(): AppearanceState {
  const state = useContext(AppearanceContext);
  if (!state) throw new Error("useAppearance() is only available inside <AppearanceProvider>");
  return state;
}

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { createAppTheme } from "../../app/providers/theme";
import { readStored, writeStored } from "../../lib/localStore";
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
  const [state, setState] = useState<{ userId: string | null; appearance: Appearance }>({ userId: null, appearance: DEFAULT_APPEARANCE });
  const applyFor = useCallback((userId: string | null) => {
    setState((current) => (current.userId === userId ? current : { userId, appearance: userId ? sanitizeAppearance(readStored(appearanceKey(userId))) : DEFAULT_APPEARANCE }));
  }, []);
  const update = useCallback((change: Partial<Appearance>) => {
    setState((current) => {
      const appearance = sanitizeAppearance({ ...current.appearance, ...change });
      if (current.userId) writeStored(appearanceKey(current.userId), appearance);
      return { ...current, appearance };
    });
  }, []);
  const theme = useMemo(() => createAppTheme(state.appearance), [state.appearance]);
  const value = useMemo(() => ({ appearance: state.appearance, applyFor, update }), [state.appearance, applyFor, update]);
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

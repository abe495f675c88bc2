import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { readStored, writeStored } from "../../lib/localStore";

export type SnackbarStyle = "success" | "info" | "warning" | "error";
export interface SnackbarMessage {
  message: string;
  /** The style flag of §2. */
  style: SnackbarStyle;
  key: number;
}

/** The application state of §3 that the shell shares: hamburger, banner, prompts, snackbar. */
export interface ShellState {
  hamburger: boolean;
  setHamburger: (open: boolean | ((open: boolean) => boolean)) => void;
  showBanner: boolean;
  setShowBanner: (show: boolean) => void;
  showSessionExpired: boolean;
  setShowSessionExpired: (show: boolean) => void;
  showUpdate: boolean;
  setShowUpdate: (show: boolean) => void;
  showDownloadApp: boolean;
  setShowDownloadApp: (show: boolean) => void;
  snackbar: SnackbarMessage | null;
  notify: (message: string, style?: SnackbarStyle) => void;
  closeSnackbar: () => void;
}

const ShellContext = createContext<ShellState | null>(null);

/** Local-storage key of the hamburger (side navigation) state, so it survives a reload. */
export const HAMBURGER_KEY = "hamburger";

export function ShellStateProvider({
  children,
  initialSessionExpired = false,
}: {
  children: ReactNode;
  initialSessionExpired?: boolean;
}) {
  const [hamburger, setHamburgerState] = useState<boolean>(() => {
    const stored = readStored(HAMBURGER_KEY);
    return typeof stored === "boolean" ? stored : (window.matchMedia?.("(min-width: 900px)").matches ?? true);
  });
  const [showBanner, setShowBanner] = useState(false);
  const [showSessionExpired, setShowSessionExpired] = useState(initialSessionExpired);
  const [showUpdate, setShowUpdate] = useState(false);
  const [showDownloadApp, setShowDownloadApp] = useState(false);
  const [snackbar, setSnackbar] = useState<SnackbarMessage | null>(null);

  const setHamburger = useCallback((open: boolean | ((open: boolean) => boolean)) => {
    setHamburgerState((current) => {
      const next = typeof open === "function" ? open(current) : open;
      writeStored(HAMBURGER_KEY, next);
      return next;
    });
  }, []);
  const notify = useCallback(
    (message: string, style: SnackbarStyle = "info") => setSnackbar({ message, style, key: Date.now() }),
    [],
  );
  const closeSnackbar = useCallback(() => setSnackbar(null), []);

  const value = useMemo<ShellState>(
    () => ({
      hamburger,
      setHamburger,
      showBanner,
      setShowBanner,
      showSessionExpired,
      setShowSessionExpired,
      showUpdate,
      setShowUpdate,
      showDownloadApp,
      setShowDownloadApp,
      snackbar,
      notify,
      closeSnackbar,
    }),
    [
      hamburger,
      setHamburger,
      showBanner,
      showSessionExpired,
      showUpdate,
      showDownloadApp,
      snackbar,
      notify,
      closeSnackbar,
    ],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell() is only available inside <ShellStateProvider>");
  return shell;
}

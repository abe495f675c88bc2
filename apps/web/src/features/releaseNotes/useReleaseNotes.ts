import type { Role } from "@hearth/schema";
import { useState } from "react";
import { useLocation } from "react-router";
import { APP_VERSION } from "../../app/shell/appVersion";
import { LAST_CHANGELOG_VERSION_KEY, shouldShowReleaseNotes } from "./releaseNotes";

const read = (): string | null => {
  try {
    return localStorage.getItem(LAST_CHANGELOG_VERSION_KEY);
  } catch {
    return null;
  }
};
const record = (version: string) => {
  try {
    localStorage.setItem(LAST_CHANGELOG_VERSION_KEY, version);
  } catch {
    // private mode: the notes may show again next time
  }
};

/** Whether the release notes should show for this signed-in user now, and how to close them. */
export function useReleaseNotes(role: Role): { open: boolean; version: string; close: () => void } {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() =>
    shouldShowReleaseNotes({ stored: read(), current: APP_VERSION, role, pathname }),
  );
  return {
    open,
    version: APP_VERSION,
    close: () => {
      record(APP_VERSION);
      setOpen(false);
    },
  };
}

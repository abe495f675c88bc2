import { useEffect } from "react";
import Alert from "@mui/material/Alert";
import { readStored, writeStored } from "../../lib/localStore";
import { isSafari } from "./browser";
import { useShell } from "./ShellState";

export const SAFARI_TIP =
  "Friendly tip: Our platform works best with Google Chrome or other Chromium-based browsers. You might encounter a few hiccups using Safari";
/** Remembers that the tip was dismissed, in this browser. */
export const SAFARI_TIP_DISMISSED_KEY = "safariTipDismissed";
/** Height of the banner: the page's top padding grows from 82 to 130 px while it shows (§9). */
export const BANNER_HEIGHT = 48;

/** The browser tip banner for Safari users (§2), fixed above the top bar until dismissed. */
export function SafariTip() {
  const { showBanner, setShowBanner } = useShell();
  useEffect(() => {
    setShowBanner(isSafari(navigator.userAgent) && readStored(SAFARI_TIP_DISMISSED_KEY) !== true);
  }, [setShowBanner]);

  if (!showBanner) return null;
  return (
    <Alert
      severity="info"
      role="status"
      onClose={() => {
        writeStored(SAFARI_TIP_DISMISSED_KEY, true);
        setShowBanner(false);
      }}
      slotProps={{ closeButton: { "aria-label": "Dismiss tip" } }}
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        height: BANNER_HEIGHT,
        borderRadius: 0,
        alignItems: "center",
        zIndex: (theme) => theme.zIndex.appBar + 2,
        py: 0,
      }}
    >
      {SAFARI_TIP}
    </Alert>
  );
}

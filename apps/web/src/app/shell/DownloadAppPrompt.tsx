import { useEffect } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { Link as RouterLink, useLocation } from "react-router";
import { readStored, writeStored } from "../../lib/localStore";
import { useShell } from "./ShellState";

export const DOWNLOAD_APP_DISMISSED_KEY = "downloadAppDismissed";
export const DOWNLOAD_APP_PATH = "/download-mobile-app";
const isPhone = (userAgent: string) => /Android|iPhone|iPod/.test(userAgent);

/** The download-app prompt (§2): on a phone, once, how to keep Hearth on the home screen. */
export function DownloadAppPrompt() {
  const { showDownloadApp, setShowDownloadApp } = useShell();
  const { pathname } = useLocation();
  useEffect(() => {
    if (isPhone(navigator.userAgent) && readStored(DOWNLOAD_APP_DISMISSED_KEY) !== true) setShowDownloadApp(true);
  }, [setShowDownloadApp]);
  const dismiss = () => {
    writeStored(DOWNLOAD_APP_DISMISSED_KEY, true);
    setShowDownloadApp(false);
  };
  return (
    <Snackbar
      open={showDownloadApp && pathname !== DOWNLOAD_APP_PATH}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity="info"
        onClose={dismiss}
        action={
          <Button color="inherit" size="small" component={RouterLink} to={DOWNLOAD_APP_PATH} onClick={dismiss}>
            Show me
          </Button>
        }
      >
        Hearth works on your phone too.
      </Alert>
    </Snackbar>
  );
}

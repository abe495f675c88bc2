import type { Dispatch } from "react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Snackbar from "@mui/material/Snackbar";
import CloseIcon from "@mui/icons-material/Close";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useNavigate } from "react-router";
import { NOTIFICATIONS_PATH } from "./toastQueue";
import type { Toast, ToastAction, ToastQueue } from "./toastQueue";
import { useNotificationActions } from "./useNotificationActions";

/** Long enough to read a title and a line of body. */
const TOAST_MS = 8000;

/** The current toast of the queue, bottom right (the shell's own snackbar is bottom centre). Loaded with the first toast. */
export default function NotificationToast({ queue, dispatch }: { queue: ToastQueue; dispatch: Dispatch<ToastAction> }) {
  const { open } = useNotificationActions();
  const navigate = useNavigate();
  const toast = queue.current;
  if (!toast) return null;

  const close = () => dispatch({ type: "closed" });
  const act = () => {
    close();
    if (toast.kind === "notification") open(toast.notification);
    else void navigate(NOTIFICATIONS_PATH);
  };

  return (
    <Snackbar
      key={toast.key}
      open={queue.open}
      autoHideDuration={TOAST_MS}
      // A click elsewhere on the page is not a dismissal: the toast leaves on its own.
      onClose={(_event, reason) => {
        if (reason !== "clickaway") close();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      slotProps={{ transition: { onExited: () => dispatch({ type: "exited" }) } }}
    >
      <Alert
        severity="info"
        variant="filled"
        icon={<NotificationsIcon />}
        // A notification is news, not an error: announced politely, without interrupting.
        role="status"
        aria-live="polite"
        sx={{ width: 380, maxWidth: "100%", alignItems: "flex-start" }}
        action={
          <>
            <Button color="inherit" size="small" onClick={act}>
              {toast.kind === "notification" ? "Open" : "See all"}
            </Button>
            <IconButton color="inherit" size="small" aria-label="Dismiss" onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        <ToastText toast={toast} />
      </Alert>
    </Snackbar>
  );
}

function ToastText({ toast }: { toast: Toast }) {
  if (toast.kind === "summary") return <AlertTitle sx={{ mb: 0 }}>{toast.count} new notifications</AlertTitle>;
  return (
    <>
      <AlertTitle>{toast.notification.title}</AlertTitle>
      {/* A returned note's comment can be long: the page has all of it. */}
      <Box sx={{ display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}>
        {toast.notification.body}
      </Box>
    </>
  );
}

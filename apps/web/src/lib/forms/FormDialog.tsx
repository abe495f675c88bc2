import { useEffect, useId, useRef, useState } from "react";
import type { FormEvent, ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { focusFirstProblem } from "./useFocusFirstProblem";

/**
 * A dialog around one form: title, the server's refusal (as it came) above the fields, Cancel and
 * a submit button that shows it is busy. Closing is refused while a request is in flight,
 * unless the dialog is `cancellable`.
 */
export function FormDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  error: ReactNode;
  onSubmit: () => void;
  onClose: () => void;
  submitDisabled?: boolean;
  submitColor?: "primary" | "error" | "success" | "warning";
  maxWidth?: "xs" | "sm" | "md";
  /**
   * The form checks its own fields and says what is wrong under each: the browser's own "Please fill out
   * this field" bubbles stay off (fields keep `required` for their marker and for screen readers).
   */
  noValidate?: boolean;
  /** Cancel stays enabled while busy (a wait the person may give up on); the owner stops the work on close. */
  cancellable?: boolean;
  children: ReactNode;
}) {
  const canClose = !props.busy || props.cancellable === true;
  const titleId = useId();
  const content = useRef<HTMLDivElement>(null);
  // After a submit the form's own check refused, or once the server's refusal is in, the first field
  // saying what is wrong takes the focus: a person pressing Enter learns where to look.
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits > 0 && !props.busy) focusFirstProblem(content.current);
  }, [submits, props.busy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy || props.submitDisabled) return;
    setSubmits((n) => n + 1);
    props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      onClose={() => canClose && props.onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? "sm"}
      slotProps={{ paper: { component: "form", onSubmit: submit, ...{ noValidate: props.noValidate } } }}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent ref={content}>
        {props.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {props.error}
          </Alert>
        )}
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={!canClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={props.submitColor ?? "primary"}
          disabled={props.busy || props.submitDisabled}
        >
          {props.busy ? (props.busyLabel ?? "Saving…") : props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

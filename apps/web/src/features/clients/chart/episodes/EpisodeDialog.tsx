import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { Refusal } from "../../../../lib/forms/Refusal";

/** The frame of an Admission-tab dialog around its form (from useEpisodeForm): the fields one under another. */
export function EpisodeDialog({
  form,
  title,
  submitLabel,
  submitColor,
  submitDisabled,
  onClose,
  children,
}: {
  form: { busy: boolean; refusal: unknown; submit: () => void };
  title: string;
  submitLabel: string;
  submitColor?: "warning";
  submitDisabled?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      submitColor={submitColor}
      submitDisabled={submitDisabled}
      busy={form.busy}
      error={form.refusal ? <Refusal error={form.refusal} /> : null}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>{children}</Box>
    </FormDialog>
  );
}

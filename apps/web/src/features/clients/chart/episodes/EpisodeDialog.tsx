import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import type { BannerParts } from "../../../../lib/forms/fieldRefusal";
import { RefusalLines } from "../../../../lib/forms/Refusal";

/**
 * The frame of an Admission-tab dialog around its form (from useEpisodeForm): the fields one under another,
 * what the server refused beyond them above. The form says what is missing: no browser bubbles.
 */
export function EpisodeDialog({
  form,
  title,
  submitLabel,
  submitColor,
  submitDisabled,
  onClose,
  children,
}: {
  form: { busy: boolean; banner: BannerParts | null; submit: () => void };
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
      error={form.banner && <RefusalLines {...form.banner} />}
      onSubmit={form.submit}
      onClose={onClose}
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>{children}</Box>
    </FormDialog>
  );
}

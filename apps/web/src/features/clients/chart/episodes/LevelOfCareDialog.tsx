import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import { levelOfCareLabel } from "@hearth/schema";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { Refusal } from "../../../../lib/forms/Refusal";
import { checkLevelOfCare } from "./episodeForms";
import type { LevelOfCareDraft } from "./episodeForms";
import { DateField, LevelOfCareSelect, ReasonField } from "./fields";
import { ChangeLevelOfCareMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

/** A new level of care within the open episode, effective from a date, with the clinical reason. */
export function LevelOfCareDialog({
  mrNo,
  current,
  onClose,
  onDone,
}: {
  mrNo: string;
  current: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const today = facilityToday();
  const [changeLevel] = useMutation(ChangeLevelOfCareMutation);
  const form = useEpisodeForm({
    initial: (): LevelOfCareDraft => ({ levelOfCare: "", effectiveDate: today, reason: "" }),
    check: (draft) => {
      const checked = checkLevelOfCare(draft, today);
      if (draft.levelOfCare !== "" && draft.levelOfCare === current)
        return {
          ok: false as const,
          problems: {
            ...(checked.ok ? {} : checked.problems),
            levelOfCare: "the client is already at this level of care",
          },
        };
      return checked;
    },
    send: (input) => changeLevel({ variables: { mrNo, input } }),
    done: (input) => `Level of care changed to ${levelOfCareLabel(input.levelOfCare, { short: true })}`,
    onDone,
  });
  const { draft, change, problemOf } = form;

  return (
    <FormDialog
      open
      title="Change level of care"
      submitLabel="Change"
      busy={form.busy}
      error={form.refusal ? <Refusal error={form.refusal} /> : null}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <LevelOfCareSelect
          label="New level of care"
          value={draft.levelOfCare}
          onChange={(levelOfCare) => change({ levelOfCare })}
          problem={problemOf("levelOfCare")}
          helperText={current ? `Now: ${levelOfCareLabel(current)}` : undefined}
        />
        <DateField
          label="Effective date"
          required
          value={draft.effectiveDate}
          onChange={(effectiveDate) => change({ effectiveDate })}
          problem={problemOf("effectiveDate")}
        />
        <ReasonField
          label="Reason"
          value={draft.reason}
          onChange={(reason) => change({ reason })}
          problem={problemOf("reason")}
        />
      </Box>
    </FormDialog>
  );
}

import { useMutation } from "@apollo/client/react";
import { levelOfCareLabel } from "@hearth/schema";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { EpisodeDialog } from "./EpisodeDialog";
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
    check: (draft) => checkLevelOfCare(draft, today, current),
    send: (input) => changeLevel({ variables: { mrNo, input } }),
    done: (input) => `Level of care changed to ${levelOfCareLabel(input.levelOfCare, { short: true })}`,
    onDone,
  });
  const { bind } = form;

  return (
    <EpisodeDialog form={form} title="Change level of care" submitLabel="Change" onClose={onClose}>
      <LevelOfCareSelect
        label="New level of care"
        helperText={current ? `Now: ${levelOfCareLabel(current)}` : undefined}
        {...bind("levelOfCare")}
      />
      <DateField label="Effective date" required {...bind("effectiveDate")} />
      <ReasonField label="Reason" {...bind("reason")} />
    </EpisodeDialog>
  );
}

import { useMutation } from "@apollo/client/react";
import { levelOfCareLabel } from "@hearth/schema";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { EpisodeDialog } from "./EpisodeDialog";
import { checkLevelOfCare } from "./episodeForms";
import type { LevelOfCareDraft, LevelOfCareField } from "./episodeForms";
import { DateField, LevelOfCareSelect, ReasonField } from "./fields";
import { ChangeLevelOfCareMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

const LABELS: Record<LevelOfCareField, string> = {
  levelOfCare: "New level of care",
  effectiveDate: "Effective date",
  reason: "Reason",
};

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
    labels: LABELS,
    check: (draft) => checkLevelOfCare(draft, today, current),
    send: (input) => changeLevel({ variables: { mrNo, input } }),
    done: (input) => `Level of care changed to ${levelOfCareLabel(input.levelOfCare, { short: true })}`,
    onDone,
  });
  const { bind } = form;

  return (
    <EpisodeDialog form={form} title="Change level of care" submitLabel="Change" onClose={onClose}>
      <LevelOfCareSelect
        helperText={current ? `Now: ${levelOfCareLabel(current)}` : undefined}
        {...bind("levelOfCare")}
      />
      <DateField required {...bind("effectiveDate")} />
      <ReasonField {...bind("reason")} />
    </EpisodeDialog>
  );
}

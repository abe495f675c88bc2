import { useMutation } from "@apollo/client/react";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DISCHARGE_TYPES, DISCHARGE_TYPE_LABELS } from "@hearth/schema";
import type { DischargeType } from "@hearth/schema";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { EpisodeDialog } from "./EpisodeDialog";
import { checkDischarge } from "./episodeForms";
import type { DischargeDraft, DischargeField } from "./episodeForms";
import { DateField, ReasonField } from "./fields";
import { DischargeClientMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

const LABELS: Record<DischargeField, string> = {
  dischargeDate: "Discharge date",
  dischargeType: "Discharge type",
  reason: "Reason",
};

/** Discharge an active client: the date (not before the admission), how the episode ended and why. */
export function DischargeDialog({
  mrNo,
  admissionDate,
  onClose,
  onDone,
}: {
  mrNo: string;
  admissionDate: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const today = facilityToday();
  const [discharge] = useMutation(DischargeClientMutation);
  const form = useEpisodeForm({
    initial: (): DischargeDraft => ({ dischargeDate: today, dischargeType: "", reason: "" }),
    labels: LABELS,
    check: (draft) => checkDischarge(draft, today, admissionDate),
    send: (input) => discharge({ variables: { mrNo, input } }),
    done: "Client discharged",
    onDone,
  });
  const { draft, change, problemOf, bind } = form;

  return (
    <EpisodeDialog form={form} title="Discharge client" submitLabel="Discharge" submitColor="warning" onClose={onClose}>
      <DateField required {...bind("dischargeDate")} />
      <TextField
        select
        required
        label={LABELS.dischargeType}
        value={draft.dischargeType}
        onChange={(event) => change({ dischargeType: event.target.value as DischargeType })}
        error={Boolean(problemOf("dischargeType"))}
        helperText={problemOf("dischargeType")}
      >
        {DISCHARGE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {DISCHARGE_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <ReasonField {...bind("reason")} />
    </EpisodeDialog>
  );
}

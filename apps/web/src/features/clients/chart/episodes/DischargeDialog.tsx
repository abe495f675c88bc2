import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DISCHARGE_TYPES, DISCHARGE_TYPE_LABELS } from "@hearth/schema";
import type { DischargeType } from "@hearth/schema";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { Refusal } from "../../../../lib/forms/Refusal";
import { calendarDateText } from "../../clientFormat";
import { checkDischarge } from "./episodeForms";
import type { DischargeDraft } from "./episodeForms";
import { DateField, ReasonField } from "./fields";
import { DischargeClientMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

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
    check: (draft) => {
      const checked = checkDischarge(draft, today);
      if (admissionDate && draft.dischargeDate && draft.dischargeDate < admissionDate)
        return {
          ok: false as const,
          problems: {
            ...(checked.ok ? {} : checked.problems),
            dischargeDate: `must not be before the admission date (${calendarDateText(admissionDate)})`,
          },
        };
      return checked;
    },
    send: (input) => discharge({ variables: { mrNo, input } }),
    done: "Client discharged",
    onDone,
  });
  const { draft, change, problemOf } = form;

  return (
    <FormDialog
      open
      title="Discharge client"
      submitLabel="Discharge"
      submitColor="warning"
      busy={form.busy}
      error={form.refusal ? <Refusal error={form.refusal} /> : null}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <DateField
          label="Discharge date"
          required
          value={draft.dischargeDate}
          onChange={(dischargeDate) => change({ dischargeDate })}
          problem={problemOf("dischargeDate")}
        />
        <TextField
          select
          required
          label="Discharge type"
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

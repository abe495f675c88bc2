import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import { AnticipatedDischargeBody } from "@hearth/schema";
import type { StaffChoice } from "../../../../lib/pickers/StaffPicker";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { Refusal } from "../../../../lib/forms/Refusal";
import { calendarDateText } from "../../clientFormat";
import type { Checked } from "./episodeForms";
import { DateField, TherapistPicker } from "./fields";
import { SetAnticipatedDischargeMutation, SetPrimaryTherapistMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

interface CareDetailsDraft {
  primaryTherapist: StaffChoice | null;
  anticipatedDischargeDate: string;
}
type CareDetailsField = keyof CareDetailsDraft;
interface CareDetailsInput {
  clinicianId: string | null;
  date: string | null;
}

function checkCareDetails(
  draft: CareDetailsDraft,
  admissionDate: string | null,
): Checked<CareDetailsInput, CareDetailsField> {
  const date = draft.anticipatedDischargeDate || null;
  const parsed = AnticipatedDischargeBody.safeParse({ date });
  if (!parsed.success)
    return { ok: false, problems: { anticipatedDischargeDate: parsed.error.issues[0]?.message ?? "is not a date" } };
  if (date && admissionDate && date < admissionDate)
    return {
      ok: false,
      problems: {
        anticipatedDischargeDate: `must not be before the admission date (${calendarDateText(admissionDate)})`,
      },
    };
  return { ok: true, input: { clinicianId: draft.primaryTherapist?.id ?? null, date } };
}

/** The open episode's primary therapist and anticipated discharge date; only what changed is sent. */
export function CareDetailsDialog({
  mrNo,
  episode,
  onClose,
  onDone,
}: {
  mrNo: string;
  episode: {
    locationId: string;
    admissionDate: string | null;
    primaryTherapist: StaffChoice | null;
    anticipatedDischargeDate: string | null;
  };
  onClose: () => void;
  onDone: () => void;
}) {
  const [setTherapist] = useMutation(SetPrimaryTherapistMutation);
  const [setDate] = useMutation(SetAnticipatedDischargeMutation);
  const form = useEpisodeForm({
    initial: (): CareDetailsDraft => ({
      primaryTherapist: episode.primaryTherapist,
      anticipatedDischargeDate: episode.anticipatedDischargeDate ?? "",
    }),
    check: (draft) => checkCareDetails(draft, episode.admissionDate),
    send: async (input) => {
      if (input.clinicianId !== (episode.primaryTherapist?.id ?? null))
        await setTherapist({ variables: { mrNo, clinicianId: input.clinicianId } });
      if (input.date !== episode.anticipatedDischargeDate) await setDate({ variables: { mrNo, date: input.date } });
    },
    done: "Saved",
    onDone,
  });
  const { draft, change, problemOf } = form;

  return (
    <FormDialog
      open
      title="Primary therapist and anticipated discharge"
      submitLabel="Save"
      busy={form.busy}
      error={form.refusal ? <Refusal error={form.refusal} /> : null}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <TherapistPicker
          locationId={episode.locationId}
          value={draft.primaryTherapist}
          onChange={(primaryTherapist) => change({ primaryTherapist })}
          problem={problemOf("primaryTherapist")}
        />
        <DateField
          label="Anticipated discharge date"
          value={draft.anticipatedDischargeDate}
          onChange={(anticipatedDischargeDate) => change({ anticipatedDischargeDate })}
          problem={problemOf("anticipatedDischargeDate")}
          helperText="Leave empty to clear it"
        />
      </Box>
    </FormDialog>
  );
}

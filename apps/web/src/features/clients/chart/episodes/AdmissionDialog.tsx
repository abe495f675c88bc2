import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import { useSessionUser } from "../../../../app/session/SessionContext";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { Refusal } from "../../../../lib/forms/Refusal";
import { checkAdmission } from "./episodeForms";
import type { AdmissionDraft } from "./episodeForms";
import { DateField, LevelOfCareSelect, LocationSelect, ProgramSelect, TherapistPicker } from "./fields";
import { AdmitClientMutation, ReadmitClientMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

/**
 * Admit a client pending admission, or readmit a discharged one into a new episode: where (a location the
 * user works at), when, at what level, with whom. The last episode's values are offered again on readmission.
 */
export function AdmissionDialog({
  mrNo,
  mode,
  initial,
  onClose,
  onDone,
}: {
  mrNo: string;
  mode: "admit" | "readmit";
  initial: { locationId: string; levelOfCare: string | null };
  onClose: () => void;
  onDone: () => void;
}) {
  const today = facilityToday();
  const { locations } = useSessionUser();
  const [admit] = useMutation(AdmitClientMutation);
  const [readmit] = useMutation(ReadmitClientMutation);
  const form = useEpisodeForm({
    initial: (): AdmissionDraft => ({
      locationId: locations.some((l) => l.id === initial.locationId) ? initial.locationId : (locations[0]?.id ?? ""),
      programId: "",
      admissionDate: today,
      levelOfCare: initial.levelOfCare ?? "",
      primaryTherapist: null,
      anticipatedDischargeDate: "",
    }),
    check: (draft) => checkAdmission(draft, today),
    send: (input) => (mode === "admit" ? admit : readmit)({ variables: { mrNo, input } }),
    done: mode === "admit" ? "Client admitted" : "Client readmitted: a new episode of care is open",
    onDone,
  });
  const { draft, change, problemOf } = form;

  return (
    <FormDialog
      open
      title={mode === "admit" ? "Admit client" : "Readmit client"}
      submitLabel={mode === "admit" ? "Admit" : "Readmit"}
      busy={form.busy}
      error={form.refusal ? <Refusal error={form.refusal} /> : null}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <LocationSelect
          label="Location"
          options={locations}
          value={draft.locationId}
          // A program or therapist of another location does not come along.
          onChange={(locationId) => change({ locationId, programId: "", primaryTherapist: null })}
          problem={problemOf("locationId")}
        />
        <ProgramSelect
          label="Program"
          locationId={draft.locationId}
          value={draft.programId}
          onChange={(programId) => change({ programId })}
          problem={problemOf("programId")}
        />
        <DateField
          label="Admission date"
          required
          value={draft.admissionDate}
          onChange={(admissionDate) => change({ admissionDate })}
          problem={problemOf("admissionDate")}
        />
        <LevelOfCareSelect
          label="Level of care"
          value={draft.levelOfCare}
          onChange={(levelOfCare) => change({ levelOfCare })}
          problem={problemOf("levelOfCare")}
        />
        <TherapistPicker
          locationId={draft.locationId}
          value={draft.primaryTherapist}
          onChange={(primaryTherapist) => change({ primaryTherapist })}
          problem={problemOf("primaryTherapist")}
        />
        <DateField
          label="Anticipated discharge date"
          value={draft.anticipatedDischargeDate}
          onChange={(anticipatedDischargeDate) => change({ anticipatedDischargeDate })}
          problem={problemOf("anticipatedDischargeDate")}
          helperText="Optional"
        />
      </Box>
    </FormDialog>
  );
}

import { useMutation } from "@apollo/client/react";
import { useSessionUser } from "../../../../app/session/SessionContext";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { forgetCareTeam } from "../careTeam/queries";
import { EpisodeDialog } from "./EpisodeDialog";
import { checkAdmission } from "./episodeForms";
import type { AdmissionDraft, AdmissionField } from "./episodeForms";
import { DateField, LevelOfCareSelect, LocationSelect, ProgramSelect, TherapistPicker } from "./fields";
import { AdmitClientMutation, ReadmitClientMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

const LABELS: Record<AdmissionField, string> = {
  locationId: "Location",
  programId: "Program",
  admissionDate: "Admission date",
  levelOfCare: "Level of care",
  primaryTherapist: "Primary therapist",
  anticipatedDischargeDate: "Anticipated discharge date",
};

/**
 * Admit a client pending admission, or readmit a discharged one into a new episode: where (a location the
 * user works at), when, at what level, with whom. Admission offers the level of care intended at intake;
 * readmission, the last episode's.
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
  const [admit] = useMutation(AdmitClientMutation, { update: forgetCareTeam });
  const [readmit] = useMutation(ReadmitClientMutation, { update: forgetCareTeam });
  const form = useEpisodeForm({
    initial: (): AdmissionDraft => ({
      locationId: locations.some((l) => l.id === initial.locationId) ? initial.locationId : (locations[0]?.id ?? ""),
      programId: "",
      admissionDate: today,
      levelOfCare: initial.levelOfCare ?? "",
      primaryTherapist: null,
      anticipatedDischargeDate: "",
    }),
    labels: LABELS,
    aliases: { primaryTherapistId: "primaryTherapist" },
    check: (draft) => checkAdmission(draft, today),
    send: (input) => (mode === "admit" ? admit : readmit)({ variables: { mrNo, input } }),
    done: mode === "admit" ? "Client admitted" : "Client readmitted: a new episode of care is open",
    onDone,
  });
  const { draft, change, problemOf, bind } = form;

  return (
    <EpisodeDialog
      form={form}
      title={mode === "admit" ? "Admit client" : "Readmit client"}
      submitLabel={mode === "admit" ? "Admit" : "Readmit"}
      onClose={onClose}
    >
      <LocationSelect
        label={LABELS.locationId}
        options={locations}
        value={draft.locationId}
        // A program or therapist of another location does not come along.
        onChange={(locationId) => change({ locationId, programId: "", primaryTherapist: null })}
        problem={problemOf("locationId")}
      />
      <ProgramSelect locationId={draft.locationId} {...bind("programId")} />
      <DateField required {...bind("admissionDate")} />
      <LevelOfCareSelect {...bind("levelOfCare")} />
      <TherapistPicker locationId={draft.locationId} {...bind("primaryTherapist")} />
      <DateField helperText="Optional" {...bind("anticipatedDischargeDate")} />
    </EpisodeDialog>
  );
}

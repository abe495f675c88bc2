import { useMutation } from "@apollo/client/react";
import type { StaffChoice } from "../../../../lib/pickers/StaffPicker";
import { forgetCareTeam } from "../careTeam/queries";
import { EpisodeDialog } from "./EpisodeDialog";
import { checkCareDetails } from "./episodeForms";
import type { CareDetailsDraft, CareDetailsField } from "./episodeForms";
import { DateField, TherapistPicker } from "./fields";
import { SetAnticipatedDischargeMutation, SetPrimaryTherapistMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

const LABELS: Record<CareDetailsField, string> = {
  primaryTherapist: "Primary therapist",
  anticipatedDischargeDate: "Anticipated discharge date",
};

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
  const [setTherapist] = useMutation(SetPrimaryTherapistMutation, { update: forgetCareTeam });
  const [setDate] = useMutation(SetAnticipatedDischargeMutation);
  const form = useEpisodeForm({
    initial: (): CareDetailsDraft => ({
      primaryTherapist: episode.primaryTherapist,
      anticipatedDischargeDate: episode.anticipatedDischargeDate ?? "",
    }),
    labels: LABELS,
    // Two requests, each with its own body.
    aliases: { clinicianId: "primaryTherapist", date: "anticipatedDischargeDate" },
    check: (draft) => checkCareDetails(draft, episode.admissionDate),
    send: async (input) => {
      if (input.clinicianId !== (episode.primaryTherapist?.id ?? null))
        await setTherapist({ variables: { mrNo, clinicianId: input.clinicianId } });
      if (input.date !== episode.anticipatedDischargeDate) await setDate({ variables: { mrNo, date: input.date } });
    },
    done: "Saved",
    onDone,
  });
  const { bind } = form;

  return (
    <EpisodeDialog form={form} title="Primary therapist and anticipated discharge" submitLabel="Save" onClose={onClose}>
      <TherapistPicker locationId={episode.locationId} {...bind("primaryTherapist")} />
      <DateField helperText="Leave empty to clear it" {...bind("anticipatedDischargeDate")} />
    </EpisodeDialog>
  );
}

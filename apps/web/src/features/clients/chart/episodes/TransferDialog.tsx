import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import { useSessionUser } from "../../../../app/session/SessionContext";
import { facilityToday } from "../../../../lib/ClientIdentity";
import { forgetCareTeam } from "../careTeam/queries";
import { EpisodeDialog } from "./EpisodeDialog";
import { checkTransfer } from "./episodeForms";
import type { TransferDraft, TransferField } from "./episodeForms";
import { DateField, LocationSelect, ProgramSelect, ReasonField } from "./fields";
import { TransferClientMutation } from "./queries";
import { useEpisodeForm } from "./useEpisodeForm";

const LABELS: Record<TransferField, string> = {
  locationId: "New location",
  programId: "Program",
  effectiveDate: "Effective date",
  reason: "Reason",
};

/**
 * Move the client to another location within the open episode. Offered: the other locations the user
 * works at; the chart then belongs to the new location's staff.
 */
export function TransferDialog({
  mrNo,
  current,
  onClose,
  onDone,
}: {
  mrNo: string;
  current: { id: string; name: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const today = facilityToday();
  const others = useSessionUser().locations.filter((l) => l.id !== current.id);
  const [transfer] = useMutation(TransferClientMutation, { update: forgetCareTeam });
  const form = useEpisodeForm({
    initial: (): TransferDraft => ({
      locationId: others.length === 1 ? others[0]!.id : "",
      programId: "",
      effectiveDate: today,
      reason: "",
    }),
    labels: LABELS,
    check: (draft) => checkTransfer(draft, today),
    send: (input) => transfer({ variables: { mrNo, input } }),
    done: (input) =>
      `Client transferred to ${others.find((l) => l.id === input.locationId)?.name ?? "the new location"}`,
    onDone,
  });
  const { draft, change, problemOf, bind } = form;

  return (
    <EpisodeDialog
      form={form}
      title="Transfer client"
      submitLabel="Transfer"
      submitDisabled={others.length === 0}
      onClose={onClose}
    >
      {others.length === 0 && <Alert severity="info">You work at no other location to transfer the client to.</Alert>}
      <LocationSelect
        label={LABELS.locationId}
        options={others}
        value={draft.locationId}
        onChange={(locationId) => change({ locationId, programId: "" })}
        problem={problemOf("locationId")}
        helperText={`From ${current.name}`}
      />
      <ProgramSelect locationId={draft.locationId} {...bind("programId")} />
      <DateField required {...bind("effectiveDate")} />
      <ReasonField {...bind("reason")} />
    </EpisodeDialog>
  );
}

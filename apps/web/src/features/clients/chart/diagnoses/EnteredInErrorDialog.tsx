import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { DiagnosisEnteredInErrorBody } from "@hearth/schema";
import type { DiagnosisRow_DiagnosisFragment } from "../../../../__generated__/graphql";
import { ReasonDialog } from "../../../../lib/forms/ReasonDialog";
import { MarkClientDiagnosisEnteredInErrorMutation } from "./queries";

/**
 * Marks a diagnosis entered in error, asking why (the server's own rule). Nothing is deleted: the chart
 * keeps it struck through, with who marked it, when and why, and it can no longer be changed.
 */
export function EnteredInErrorDialog({
  mrNo,
  diagnosis,
  onClose,
  onMarked,
}: {
  mrNo: string;
  diagnosis: DiagnosisRow_DiagnosisFragment;
  onClose: () => void;
  onMarked: () => void;
}) {
  const [mark] = useMutation(MarkClientDiagnosisEnteredInErrorMutation);

  return (
    <ReasonDialog
      title={`Mark ${diagnosis.code} entered in error?`}
      submitLabel="Mark entered in error"
      busyLabel="Marking…"
      schema={DiagnosisEnteredInErrorBody}
      example="For example: entered on the wrong client's chart."
      send={async (reason) => {
        await mark({ variables: { mrNo, id: diagnosis.id, reason } });
        onMarked();
        onClose();
      }}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        <strong>{diagnosis.code}</strong> — {diagnosis.description}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Nothing is deleted: the diagnosis stays on the chart, struck through, with who marked it, when and why. It can
        no longer be changed.
      </Typography>
      {diagnosis.rank === "primary" && diagnosis.status === "active" && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This is the primary diagnosis: the client will have no primary diagnosis until one is chosen.
        </Alert>
      )}
    </ReasonDialog>
  );
}

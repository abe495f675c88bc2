import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useParams } from "react-router";
import { PageLoading } from "../../../app/pages/PageLoading";
import { errorCodeOf } from "../../../lib/errors";
import { PrintHeader } from "../../../app/pages/PrintHeader";
import { PrintMessage, printErrorText } from "../../groupNotes/print/PrintedNote";
import { signedAtText } from "../../groupNotes/print/signedNoteFormat";
import { AttributedText } from "./AttributedText";
import { NO_HISTORY_ACCESS, NOT_CAPTURED } from "./messages";
import { HandoffShiftPrintQuery } from "./queries";
import { ShiftContributors } from "./ShiftContributors";
import { shiftTitle, spanText } from "./shiftFormat";

/**
 * `/handoff_print/:locationId/:shiftId`, in the print layout: one shift of a handoff board on paper
 * (organization, location, who printed it when, the shift, its contributors and who wrote what).
 * Every load is a print the server logs.
 */
export default function HandoffShiftPrintPage() {
  const { locationId = "", shiftId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(HandoffShiftPrintQuery, {
    variables: { locationId, shiftId },
    fetchPolicy: "network-only",
  });
  const print = data?.handoffShiftPrint;
  if (loading && !print) return <PageLoading label="Loading the shift" />;
  if (error && errorCodeOf(error) === "NOT_FOUND")
    return (
      <PrintMessage severity="warning">{`${NO_HISTORY_ACCESS}, or the board did not change during this shift.`}</PrintMessage>
    );
  if (error || !print)
    return (
      <PrintMessage severity="error" onRetry={() => void refetch()}>
        {printErrorText("The shift", error)}
      </PrintMessage>
    );
  const { shift } = print;
  return (
    <Box component="article" aria-label={`Shift handoff, ${shiftTitle(shift)}`}>
      <PrintHeader header={print.header} />
      <Typography variant="h2" sx={{ fontSize: "1.5rem" }}>
        Shift handoff — {shiftTitle(shift)}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {spanText(shift.startsAt, shift.endsAt)}
        {shift.inProgress
          ? " · in progress: the board as it stood when printed"
          : shift.recordedAt && ` · recorded ${signedAtText(shift.recordedAt)}`}
      </Typography>
      <Typography variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 700, mb: 1 }}>
        Contributors
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ShiftContributors contributors={shift.contributors} />
      </Box>
      <Typography variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 700, mb: 1 }}>
        Who wrote what
      </Typography>
      {print.content === null ? <Typography>{NOT_CAPTURED}</Typography> : <AttributedText blocks={print.blocks} />}
    </Box>
  );
}

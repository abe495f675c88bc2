import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import PrintIcon from "@mui/icons-material/Print";
import { Link as RouterLink, useParams } from "react-router";
import { PageLoading } from "../../../app/pages/PageLoading";
import { errorCodeOf, messageOf } from "../../../lib/errors";
import { signedAtText } from "../../groupNotes/print/signedNoteFormat";
import { AttributedText } from "./AttributedText";
import { NO_HISTORY_ACCESS, NOT_CAPTURED } from "./messages";
import { HandoffShiftQuery } from "./queries";
import { ShiftContributors } from "./ShiftContributors";
import { shiftTitle, spanText } from "./shiftFormat";

/** `/handoff/:locationId/history/:shiftId`: one shift, who wrote on the board and what. */
export default function HandoffShiftPage() {
  const { locationId = "", shiftId = "" } = useParams();
  const { data, loading, error } = useQuery(HandoffShiftQuery, {
    variables: { locationId, shiftId },
    fetchPolicy: "network-only",
  });
  const view = data?.handoffShift;

  if (loading && !view) return <PageLoading label="Loading the shift" />;
  if (error && !view) {
    const missing = errorCodeOf(error) === "NOT_FOUND";
    return (
      <Alert severity={missing ? "warning" : "error"}>
        {missing ? `${NO_HISTORY_ACCESS}, or the board did not change during this shift.` : messageOf(error)}
      </Alert>
    );
  }
  if (!view) return null;
  const { shift } = view;

  return (
    <Box>
      <Box
        sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 1 }}
      >
        <Typography variant="h1">
          {shiftTitle(shift)} — {view.location.name}
        </Typography>
        <Box sx={{ display: "flex", gap: 1 }}>
          <Button component={RouterLink} to={`/handoff/${locationId}/history`} variant="outlined">
            All shifts
          </Button>
          <Button
            component={RouterLink}
            to={`/handoff_print/${locationId}/${shiftId}`}
            target="_blank"
            variant="contained"
            startIcon={<PrintIcon />}
          >
            Print
          </Button>
        </Box>
      </Box>
      <Typography
        color="text.secondary"
        sx={{ mb: 3, display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
      >
        {spanText(shift.startsAt, shift.endsAt)}
        {shift.inProgress ? (
          <Chip size="small" color="primary" label="In progress" />
        ) : (
          shift.recordedAt && ` · recorded ${signedAtText(shift.recordedAt)}`
        )}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Contributors
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ShiftContributors contributors={shift.contributors} />
      </Box>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Who wrote what
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {view.content === null ? (
          <Alert severity="info">{NOT_CAPTURED}</Alert>
        ) : (
          <AttributedText blocks={view.blocks} />
        )}
      </Paper>
    </Box>
  );
}

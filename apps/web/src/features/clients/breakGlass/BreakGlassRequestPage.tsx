import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams } from "react-router";
import { BREAK_GLASS_HOURS, BREAK_GLASS_REASON_MAX, BreakGlassRequestBody } from "@hearth/schema";
import { messageOf } from "../../../lib/errors";
import { RequestChartAccessMutation } from "./queries";

/**
 * `/clients/:mrNo/emergency-access`: a staff member who cannot open a chart asks for emergency
 * ("break-glass") access with a written reason. The answer is the same whether or not the MR number
 * names a client: the clinical director of the client's location decides, and the requester is notified.
 */
export default function BreakGlassRequestPage() {
  const { mrNo = "" } = useParams();
  const [reason, setReason] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [request, requesting] = useMutation(RequestChartAccessMutation);
  const parsed = BreakGlassRequestBody.safeParse({ reason });
  const problem = !parsed.success && attempted ? parsed.error.issues[0]?.message : undefined;

  const submit = async () => {
    setAttempted(true);
    if (!parsed.success) return;
    setServerError(null);
    try {
      const { data } = await request({ variables: { mrNo, reason: parsed.data.reason } });
      setReceipt(data?.requestChartAccess.message ?? "Your request was received.");
    } catch (error) {
      setServerError(messageOf(error));
    }
  };

  return (
    <Box component="section" aria-labelledby="break-glass-title" sx={{ maxWidth: 720, display: "grid", gap: 2 }}>
      <Typography variant="overline" color="text.secondary">
        {mrNo}
      </Typography>
      <Typography id="break-glass-title" variant="h1" sx={{ fontSize: "1.75rem" }}>
        Request emergency access
      </Typography>
      <Typography color="text.secondary">
        This chart is outside your locations and care teams. In an emergency, the clinical director of the client's
        location can open it to you for reading, for {BREAK_GLASS_HOURS} hours. Your request, the decision and every
        read of the chart are recorded in the activity log.
      </Typography>
      {receipt ? (
        <Alert severity="success" role="status">
          {receipt}
        </Alert>
      ) : (
        <Paper
          variant="outlined"
          component="form"
          sx={{ p: 2, display: "grid", gap: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!requesting.loading) void submit();
          }}
        >
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <TextField
            label="Why you need this chart now"
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? "Say what the emergency is and what you need from the chart."}
            slotProps={{ htmlInput: { maxLength: BREAK_GLASS_REASON_MAX } }}
          />
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button type="submit" variant="contained" color="warning" disabled={requesting.loading}>
              Request emergency access
            </Button>
            <Button component={RouterLink} to="/clients">
              Back to clients
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}

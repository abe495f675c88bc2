import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import HistoryIcon from "@mui/icons-material/History";
import { Link as RouterLink, Navigate, useParams } from "react-router";
import { useSessionUser } from "../../app/session/SessionContext";
import { useLocationScreen } from "../../app/session/useLocationScreen";
import { HandoffEditor, NO_ACCESS_MESSAGE } from "./HandoffEditor";
import { colorForUser } from "../../lib/collab/userColor";

/** The Yjs document of a location's shift-handoff board. */
export const handoffDocName = (locationId: string) => `handoff.${locationId}`;

/**
 * The live shift-handoff board of one location (`/handoff/:locationId`); `/handoff` opens the current
 * location's (the top bar's), and switching location there turns the board. Only the user's own
 * locations connect at all; the collab server enforces the same rule for anything typed into the
 * address bar.
 */
export default function HandoffBoardPage() {
  const me = useSessionUser();
  const { locationId } = useParams();
  const current = useLocationScreen("/handoff");

  if (!locationId) {
    if (current) return <Navigate to={`/handoff/${current.id}`} replace />;
    return <Alert severity="info">You are not assigned to a location yet, so there is no handoff board to open.</Alert>;
  }
  const location = me.locations.find((candidate) => candidate.id === locationId);

  return (
    <Box>
      <Box
        sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 3 }}
      >
        <Typography variant="h1">{location ? `Shift handoff — ${location.name}` : "Shift handoff"}</Typography>
        {location && (
          <Button
            component={RouterLink}
            to={`/handoff/${location.id}/history`}
            variant="outlined"
            startIcon={<HistoryIcon />}
          >
            History
          </Button>
        )}
      </Box>
      {location ? (
        <HandoffEditor
          key={location.id}
          docName={handoffDocName(location.id)}
          userId={me.id}
          userName={me.fullname}
          color={colorForUser(me.id)}
        />
      ) : (
        <Alert severity="warning">{NO_ACCESS_MESSAGE}</Alert>
      )}
    </Box>
  );
}

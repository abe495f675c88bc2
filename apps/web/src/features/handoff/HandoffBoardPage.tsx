import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Navigate, useNavigate, useParams } from "react-router";
import { useSessionUser } from "../../app/session/SessionContext";
import { HandoffEditor, NO_ACCESS_MESSAGE } from "./HandoffEditor";
import { colorForUser } from "./userColor";

/** The Yjs document of a location's shift-handoff board. */
export const handoffDocName = (locationId: string) => `handoff.${locationId}`;

/**
 * The live shift-handoff board of one location (`/handoff/:locationId`); `/handoff` opens the
 * user's default location. Only the user's own locations connect at all; the collab server
 * enforces the same rule for anything typed into the address bar.
 */
export default function HandoffBoardPage() {
  const me = useSessionUser();
  const navigate = useNavigate();
  const { locationId } = useParams();

  if (!locationId) {
    const home = me.defaultLocation ?? me.locations[0];
    if (home) return <Navigate to={`/handoff/${home.id}`} replace />;
  }

  const location = me.locations.find((candidate) => candidate.id === locationId);

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: { md: "center" }, flexDirection: { xs: "column", md: "row" }, gap: 2, mb: 3 }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {location ? `Shift handoff — ${location.name}` : "Shift handoff"}
        </Typography>
        {me.locations.length > 0 && (
          <TextField
            select
            label="Location"
            size="small"
            value={location?.id ?? ""}
            onChange={(event) => void navigate(`/handoff/${event.target.value}`)}
            sx={{ minWidth: 260 }}
          >
            {me.locations.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {me.locations.length === 0 ? (
        <Alert severity="info">You are not assigned to a location yet, so there is no handoff board to open.</Alert>
      ) : location ? (
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

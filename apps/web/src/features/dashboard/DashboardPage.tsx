import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import EditNoteIcon from "@mui/icons-material/EditNote";
import PeopleIcon from "@mui/icons-material/People";
import PlaceIcon from "@mui/icons-material/Place";
import { Link as RouterLink } from "react-router";
import { useSessionUser } from "../../app/session/SessionContext";

/** The staff home: a greeting, the user's locations with their handoff boards, and the directory. */
export default function DashboardPage() {
  const me = useSessionUser();
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Welcome, {me.firstName}
      </Typography>

      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Your locations
      </Typography>
      {me.locations.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          You are not assigned to a location yet. An administrator can assign you to one.
        </Typography>
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))", gap: 2, mb: 4 }}>
          {me.locations.map((location) => (
            <Card key={location.id} component="section" aria-labelledby={`location-${location.id}`} variant="outlined">
              <CardContent sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                <PlaceIcon color="primary" />
                <Typography id={`location-${location.id}`} variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
                  {location.name}
                </Typography>
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={`/handoff/${location.id}`} startIcon={<EditNoteIcon />}>
                  Open handoff board
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}

      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Directory
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Typography color="text.secondary">The people on staff, their roles, status and locations.</Typography>
        </CardContent>
        <CardActions>
          <Button component={RouterLink} to="/clinicians" startIcon={<PeopleIcon />}>
            Clinicians
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}

import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useSessionUser } from "../../app/session/SessionContext";
import { SignOutButton } from "../../app/layout/SignOutButton";

/** The client portal (§2: no navigation bars). Its content arrives with the portal's own issues. */
export default function PortalPage() {
  const me = useSessionUser();
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flex: 1, fontWeight: 600 }}>
            Hearth
          </Typography>
          <Typography variant="body2">{me.fullname}</Typography>
          <SignOutButton />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h1" gutterBottom>
          Hello, {me.firstName}
        </Typography>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h2" gutterBottom>
            {me.fullname}
          </Typography>
          <Typography color="text.secondary">
            This is your client portal. Your forms, appointments and messages from your care team will appear here.
          </Typography>
        </Paper>
      </Container>
    </Box>
  );
}

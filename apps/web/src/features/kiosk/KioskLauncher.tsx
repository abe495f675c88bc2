import { useState } from "react";
import type { ReactNode } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router";
import { graphql } from "../../__generated__";
import type { KioskLauncher_SessionFragment } from "../../__generated__/graphql";
import { ConfirmDialog } from "../../app/shell/ConfirmDialog";
import { PageLoading } from "../../app/pages/PageLoading";
import { CurrentUserQuery, isPortalRole } from "../../app/session/currentUser";
import type { LoginRedirectState } from "../../app/RequireAuth";
import { DATE_FORMAT, formatDate, sqlDate } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import type { KioskCredential } from "./kioskToken";

export const KioskLauncherSessionFragment = graphql(`
  fragment KioskLauncher_session on GroupSession {
    id
    groupId
    groupName
    startsAt
    endsAt
    cancelledAt
    noteStatus
    location {
      id
      name
    }
  }
`);

const LaunchSessionQuery = graphql(`
  query KioskLaunchSession($id: ID!) {
    groupSession(id: $id) {
      ...KioskLauncher_session
    }
  }
`);

const TodaysSessionsQuery = graphql(`
  query KioskTodaysSessions($groupId: ID!, $today: String!) {
    groupSessions(filter: { groupId: $groupId, from: $today, to: $today, pageSize: 50 }) {
      results {
        ...KioskLauncher_session
      }
    }
  }
`);

const StartKioskMutation = graphql(`
  mutation StartKiosk($sessionId: ID!) {
    startKiosk(sessionId: $sessionId, signOutHere: true) {
      token
      expiresAt
      sessionId
      groupId
    }
  }
`);

export const KIOSK_SIGN_OUT_NOTICE =
  "This tablet will be signed out of your account and show only the check-in for this session";

const sessionLabel = (session: KioskLauncher_SessionFragment) =>
  `${session.groupName}, ${formatDate(session.startsAt, DATE_FORMAT.display)} ${formatDate(session.startsAt, DATE_FORMAT.time12)} – ${formatDate(session.endsAt, DATE_FORMAT.time12)}`;

/** Staff, signed in on the tablet, pick the session and hand the tablet over to the kiosk. */
export function KioskLauncher({
  groupId,
  sessionParam,
  onStarted,
}: {
  groupId: string;
  sessionParam: string | null;
  onStarted: (credential: KioskCredential) => void;
}) {
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(CurrentUserQuery);
  if (loading && !data) return <PageLoading label="Checking your session" />;
  const me = data?.me;
  if (error && !me) {
    return <LauncherMessage title="Check-in kiosk" error={messageOf(error)} onRetry={() => void refetch()} />;
  }
  if (!me || isPortalRole(me.role)) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return (
      <LauncherMessage title="Check-in kiosk">
        <Typography sx={{ mb: 3 }}>
          Staff sign in on this tablet to start the self check-in for a group session.
        </Typography>
        <Button component={RouterLink} to="/" state={state} variant="contained" size="large">
          Sign in
        </Button>
      </LauncherMessage>
    );
  }
  return <SessionChooser groupId={groupId} sessionParam={sessionParam} onStarted={onStarted} />;
}

function SessionChooser({
  groupId,
  sessionParam,
  onStarted,
}: {
  groupId: string;
  sessionParam: string | null;
  onStarted: (credential: KioskCredential) => void;
}) {
  const one = useQuery(LaunchSessionQuery, { variables: { id: sessionParam ?? "" }, skip: !sessionParam });
  const today = useQuery(TodaysSessionsQuery, {
    variables: { groupId, today: sqlDate(new Date()) },
    skip: Boolean(sessionParam),
  });
  const [chosen, setChosen] = useState<string>("");
  const [confirming, setConfirming] = useState(false);
  const [startKiosk, starting] = useMutation(StartKioskMutation);
  const [failure, setFailure] = useState<string | null>(null);

  const query = sessionParam ? one : today;
  if (query.loading && !query.data) return <PageLoading label="Loading the session" />;
  if (query.error)
    return (
      <LauncherMessage
        title="Check-in kiosk"
        error={`The session could not be loaded: ${messageOf(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    );

  const sessions = (sessionParam ? [one.data?.groupSession] : (today.data?.groupSessions.results ?? [])).filter(
    (session): session is KioskLauncher_SessionFragment =>
      Boolean(session) && session!.groupId === groupId && !session!.cancelledAt,
  );
  const selected =
    sessions.find((session) => session.id === (sessionParam ?? chosen)) ??
    (sessions.length === 1 ? sessions[0] : undefined);

  const start = async () => {
    if (!selected) return;
    setConfirming(false);
    setFailure(null);
    try {
      const { data } = await startKiosk({ variables: { sessionId: selected.id } });
      if (data) onStarted({ ...data.startKiosk, groupId: data.startKiosk.groupId || groupId });
    } catch (caught) {
      setFailure(messageOf(caught));
    }
  };

  return (
    <LauncherMessage title="Start the check-in kiosk">
      {sessions.length === 0 ? (
        <Typography sx={{ mb: 2 }}>
          {sessionParam
            ? "This session is not one of this group's, or it was cancelled."
            : "This group has no session today."}
        </Typography>
      ) : sessions.length === 1 || sessionParam ? (
        <Typography sx={{ mb: 2, fontSize: "1.25rem" }}>{sessionLabel(selected ?? sessions[0]!)}</Typography>
      ) : (
        <RadioGroup
          aria-label="Today's sessions"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ mb: 2, textAlign: "left" }}
        >
          {sessions.map((session) => (
            <FormControlLabel key={session.id} value={session.id} control={<Radio />} label={sessionLabel(session)} />
          ))}
        </RadioGroup>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {KIOSK_SIGN_OUT_NOTICE}.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2, textAlign: "left" }}>
          {failure}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        disabled={!selected || starting.loading}
        onClick={() => setConfirming(true)}
      >
        Start kiosk
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Hand this tablet to the clients?"
        message={`${KIOSK_SIGN_OUT_NOTICE}.`}
        confirmLabel="Sign out and start"
        cancelLabel="Cancel"
        onConfirm={() => void start()}
        onCancel={() => setConfirming(false)}
      />
    </LauncherMessage>
  );
}

/** The launcher's centred card. */
function LauncherMessage({
  title,
  children,
  error,
  onRetry,
}: {
  title: string;
  children?: ReactNode;
  error?: string;
  onRetry?: () => void;
}) {
  return (
    <Box
      component="main"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 3, bgcolor: "background.default" }}
    >
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, width: "100%", textAlign: "center" }}>
        <Typography variant="h1" sx={{ fontSize: "2rem", mb: 2 }}>
          {title}
        </Typography>
        {error && (
          <Alert
            severity="error"
            sx={{ mb: 2, textAlign: "left" }}
            action={
              onRetry && (
                <Button color="inherit" size="small" onClick={onRetry}>
                  Retry
                </Button>
              )
            }
          >
            {error}
          </Alert>
        )}
        {children}
      </Paper>
    </Box>
  );
}

import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { graphql } from "../../__generated__";
import { ConfirmDialog } from "../../app/shell/ConfirmDialog";
import { PageLoading } from "../../app/pages/PageLoading";
import { DATE_FORMAT, DEFAULT_TIME_ZONE, formatDate } from "../../lib/dates";
import { errorCodeOf, messageOf } from "../../lib/errors";
import { DobDialog } from "./DobDialog";
import { firstNameOf } from "./kioskDob";
import { kioskContext, msUntilExpiry } from "./kioskToken";
import type { KioskCredential } from "./kioskToken";

const KioskSessionQuery = graphql(`
  query KioskSession {
    kioskSession {
      sessionId
      groupName
      date
      startTime
      endTime
      entries {
        id
        displayName
        checkedIn
      }
    }
  }
`);

const KioskCheckInMutation = graphql(`
  mutation KioskCheckIn($entryId: ID!, $dateOfBirth: String!) {
    kioskCheckIn(entryId: $entryId, dateOfBirth: $dateOfBirth) {
      displayName
      checkedInAt
      status
    }
  }
`);

/** How long the welcome stays before the list comes back for the next person. */
export const WELCOME_MS = 4000;
/** Other tablets and staff check people in too: the list catches up this often. */
const POLL_MS = 15_000;
/** Answers meaning the kiosk token is no longer good (expired, revoked, session closed). */
const ENDED_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND"]);

const wallClock = (date: string, time: string) => formatDate(`${date} ${time}`, DATE_FORMAT.time12, DEFAULT_TIME_ZONE);

/**
 * The kiosk itself: the session's roster as first name and last initial, a date-of-birth check,
 * a welcome. It sends only the kiosk token, and shows nothing else about anyone.
 */
export function KioskBoard({
  credential,
  onEnded,
  onExit,
}: {
  credential: KioskCredential;
  onEnded: () => void;
  onExit: () => void;
}) {
  const context = kioskContext(credential.token);
  const { data, loading, error, refetch } = useQuery(KioskSessionQuery, {
    context,
    fetchPolicy: "network-only",
    pollInterval: POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const [checkIn, checking] = useMutation(KioskCheckInMutation, { context });
  const [chosen, setChosen] = useState<{ id: string; displayName: string } | null>(null);
  const [checkInError, setCheckInError] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<string | null>(null);
  const [exiting, setExiting] = useState(false);

  const ended = error !== undefined && ENDED_CODES.has(errorCodeOf(error) ?? "");
  useEffect(() => {
    if (ended) onEnded();
  }, [ended, onEnded]);
  useEffect(() => {
    const timer = setTimeout(onEnded, msUntilExpiry(credential));
    return () => clearTimeout(timer);
  }, [credential, onEnded]);
  useEffect(() => {
    if (welcome === null) return;
    const timer = setTimeout(() => setWelcome(null), WELCOME_MS);
    return () => clearTimeout(timer);
  }, [welcome]);

  const submit = async (dateOfBirth: string) => {
    if (!chosen) return;
    setCheckInError(null);
    try {
      const result = await checkIn({ variables: { entryId: chosen.id, dateOfBirth } });
      setChosen(null);
      setWelcome(firstNameOf(result.data?.kioskCheckIn.displayName ?? chosen.displayName));
      void refetch();
    } catch (failure) {
      if (ENDED_CODES.has(errorCodeOf(failure) ?? "")) onEnded();
      else setCheckInError(messageOf(failure));
    }
  };

  if (welcome !== null) {
    return (
      <KioskFrame onExitRequest={() => setExiting(true)}>
        <Box role="status" sx={{ flex: 1, display: "grid", placeItems: "center", textAlign: "center" }}>
          <Box>
            <CheckCircleIcon color="success" sx={{ fontSize: 96 }} />
            <Typography variant="h1" sx={{ fontSize: "2.5rem" }}>
              Welcome, {welcome} — you're checked in
            </Typography>
          </Box>
        </Box>
        <ExitConfirm open={exiting} onExit={onExit} onCancel={() => setExiting(false)} />
      </KioskFrame>
    );
  }

  const session = data?.kioskSession;
  return (
    <KioskFrame onExitRequest={() => setExiting(true)}>
      {loading && !session && <PageLoading label="Loading the check-in" />}
      {error && !ended && !session && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          The check-in could not be loaded: {messageOf(error)}
        </Alert>
      )}
      {session && (
        <>
          <Typography variant="h1" sx={{ fontSize: "2.25rem" }}>
            {session.groupName}
          </Typography>
          <Typography sx={{ fontSize: "1.25rem", color: "text.secondary", mb: 1 }}>
            {formatDate(session.date, DATE_FORMAT.display, DEFAULT_TIME_ZONE)} ·{" "}
            {wallClock(session.date, session.startTime)} – {wallClock(session.date, session.endTime)}
          </Typography>
          <Typography sx={{ fontSize: "1.5rem", mb: 3 }}>Tap your name to check in.</Typography>
          {session.entries.length === 0 && (
            <Typography color="text.secondary">Nobody is on this session's list yet.</Typography>
          )}
          <Box
            role="list"
            aria-label="Names"
            sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))", gap: 2 }}
          >
            {session.entries.map((entry) => (
              <Box role="listitem" key={entry.id}>
                <Button
                  fullWidth
                  variant={entry.checkedIn ? "outlined" : "contained"}
                  color={entry.checkedIn ? "success" : "primary"}
                  disabled={entry.checkedIn}
                  onClick={() => {
                    setCheckInError(null);
                    setChosen({ id: entry.id, displayName: entry.displayName });
                  }}
                  startIcon={entry.checkedIn ? <CheckCircleIcon /> : undefined}
                  aria-label={entry.checkedIn ? `${entry.displayName}, checked in` : entry.displayName}
                  sx={{ minHeight: 96, fontSize: "1.5rem", textTransform: "none" }}
                >
                  {entry.displayName}
                </Button>
              </Box>
            ))}
          </Box>
        </>
      )}
      {chosen && (
        <DobDialog
          displayName={chosen.displayName}
          busy={checking.loading}
          error={checkInError}
          onSubmit={(dob) => void submit(dob)}
          onCancel={() => setChosen(null)}
        />
      )}
      <ExitConfirm open={exiting} onExit={onExit} onCancel={() => setExiting(false)} />
    </KioskFrame>
  );
}

/** The kiosk's screen: nothing but the check-in and a way for staff to end it. */
export function KioskFrame({ children, onExitRequest }: { children: ReactNode; onExitRequest: () => void }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        p: { xs: 2, md: 4 },
        bgcolor: "background.default",
      }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1 }}>
        <Button size="small" color="inherit" onClick={onExitRequest}>
          Exit kiosk
        </Button>
      </Box>
      {children}
    </Box>
  );
}

function ExitConfirm({ open, onExit, onCancel }: { open: boolean; onExit: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Exit the check-in?"
      message="The check-in ends on this tablet. Staff will need to sign in and start it again."
      confirmLabel="Exit kiosk"
      cancelLabel="Stay"
      onConfirm={onExit}
      onCancel={onCancel}
    />
  );
}

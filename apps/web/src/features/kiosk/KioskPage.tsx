import { useCallback, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoading } from "../../app/pages/PageLoading";
import { forgetSession } from "../../lib/session";
import { KioskBoard, KioskFrame } from "./KioskBoard";
import { KioskLauncher } from "./KioskLauncher";
import { dropKioskCredential, msUntilExpiry, readKioskCredential, saveKioskCredential } from "./kioskToken";
import type { KioskCredential } from "./kioskToken";

export const KIOSK_ENDED_MESSAGE = "This check-in has ended. Ask staff to start it again.";

type Phase =
  { kind: "launch" } | { kind: "switching" } | { kind: "kiosk"; credential: KioskCredential } | { kind: "ended" };

function initialPhase(groupId: string): Phase {
  const stored = readKioskCredential();
  if (!stored || stored.groupId !== groupId) return { kind: "launch" };
  return msUntilExpiry(stored) > 0 ? { kind: "kiosk", credential: stored } : { kind: "ended" };
}

/**
 * `/groupnotes/:groupID/check-in`: a tablet kiosk without navigation. Signed-in staff start it for
 * a session; the tablet is then signed out and works only with the session's kiosk token (kept in
 * sessionStorage, sent per operation), and Apollo's cache is cleared so no staff data stays behind.
 */
export default function KioskPage() {
  const { groupID = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(groupID));

  const started = useCallback(
    async (credential: KioskCredential) => {
      saveKioskCredential(credential);
      // The server has cleared the sign-in cookies; the app must stop believing in that session
      // too, or a refused kiosk call would look like a lost staff session.
      forgetSession();
      setPhase({ kind: "switching" });
      await client.clearStore();
      setParams({ session: credential.sessionId }, { replace: true });
      setPhase({ kind: "kiosk", credential });
    },
    [client, setParams],
  );
  const ended = useCallback(() => {
    dropKioskCredential();
    setPhase({ kind: "ended" });
  }, []);
  const exit = useCallback(() => {
    dropKioskCredential();
    void client.clearStore().finally(() => void navigate("/", { replace: true }));
  }, [client, navigate]);

  switch (phase.kind) {
    case "launch":
      return (
        <KioskLauncher
          groupId={groupID}
          sessionParam={params.get("session")}
          onStarted={(credential) => void started(credential)}
        />
      );
    case "switching":
      return <PageLoading label="Starting the check-in" />;
    case "kiosk":
      return <KioskBoard credential={phase.credential} onEnded={ended} onExit={exit} />;
    case "ended":
      return (
        <KioskFrame onExitRequest={exit}>
          <Box role="status" sx={{ flex: 1, display: "grid", placeItems: "center", textAlign: "center" }}>
            <Typography variant="h1" sx={{ fontSize: "2rem" }}>
              {KIOSK_ENDED_MESSAGE}
            </Typography>
          </Box>
        </KioskFrame>
      );
  }
}

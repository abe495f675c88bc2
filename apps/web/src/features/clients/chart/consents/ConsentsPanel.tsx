import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import GppGoodOutlined from "@mui/icons-material/GppGoodOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { facilityToday } from "@hearth/schema";
import type { ConsentCard_ConsentFragment } from "../../../../__generated__/graphql";
import { LoadError } from "../../../../app/pages/LoadError";
import { PageLoading } from "../../../../app/pages/PageLoading";
import { EmptyState } from "../../../../lib/EmptyState";
import { ConsentCard, DisclosureCard } from "./ConsentCards";
import { ConsentDialog } from "./ConsentDialog";
import { consentsInForceOn } from "./consentForm";
import { DisclosureDialog } from "./DisclosureDialog";
import { EventOccurredDialog } from "./EventOccurredDialog";
import { RevokeConsentDialog } from "./RevokeConsentDialog";
import { ClientConsentsQuery } from "./queries";
import { useChartCan } from "../chartAccess";

type Dialog =
  | { kind: "consent" }
  | { kind: "revoke"; consent: ConsentCard_ConsentFragment }
  | { kind: "event"; consent: ConsentCard_ConsentFragment }
  | { kind: "disclose"; consentId?: string }
  | null;

/** The "consents" tab: the client's Part 2 consents with their status, and the accounting of disclosures. */
export default function ConsentsPanel({ mrNo }: { mrNo: string }) {
  const can = useChartCan();
  const mayRecord = can("client:consents_update");
  const mayDisclose = can("client:disclose");
  const mayDownloadPacket = can("client:disclosure_packet");
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, loading, error, refetch } = useQuery(ClientConsentsQuery, { variables: { mrNo } });

  if (loading && !data) return <PageLoading label="Loading the consents" />;
  if (error) return <LoadError what="The consents" error={error} onRetry={() => void refetch()} />;
  const consents = data?.clientConsents ?? [];
  const disclosures = data?.clientDisclosures ?? [];
  const anyInForce = consentsInForceOn(consents, facilityToday()).length > 0;
  const close = () => setDialog(null);
  const saved = () => void refetch();

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box component="section" aria-labelledby="client-consents-title" sx={{ display: "grid", gap: 2 }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
          <Typography id="client-consents-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
            Consents to disclose (42 CFR Part 2)
          </Typography>
          {mayRecord && (
            <Button variant="contained" onClick={() => setDialog({ kind: "consent" })}>
              Add consent
            </Button>
          )}
        </Box>
        {consents.length === 0 ? (
          <EmptyState
            icon={GppGoodOutlined}
            title="No consents recorded"
            detail="Without the client's written consent nothing from this chart may be disclosed outside the care team."
          />
        ) : (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { md: "1fr 1fr" } }}>
            {consents.map((consent) => {
              const active = consent.status === "active";
              return (
                <ConsentCard
                  key={consent.id}
                  consent={consent}
                  onRevoke={mayRecord && active ? () => setDialog({ kind: "revoke", consent }) : undefined}
                  onEventOccurred={
                    mayRecord && active && consent.expiryEvent === "other"
                      ? () => setDialog({ kind: "event", consent })
                      : undefined
                  }
                  onDisclose={
                    mayDisclose && active ? () => setDialog({ kind: "disclose", consentId: consent.id }) : undefined
                  }
                />
              );
            })}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="client-disclosures-title" sx={{ display: "grid", gap: 2 }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
          <Typography id="client-disclosures-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
            Disclosures
          </Typography>
          {mayDisclose && (
            <Button variant="outlined" disabled={consents.length === 0} onClick={() => setDialog({ kind: "disclose" })}>
              Record disclosure
            </Button>
          )}
        </Box>
        {disclosures.length === 0 ? (
          <Typography color="text.secondary">
            {anyInForce || consents.length === 0
              ? "Nothing has been disclosed."
              : "Nothing has been disclosed, and no consent is in force today."}
          </Typography>
        ) : (
          <Box sx={{ display: "grid", gap: 2 }}>
            {disclosures.map((disclosure) => (
              <DisclosureCard key={disclosure.id} disclosure={disclosure} mayDownloadPacket={mayDownloadPacket} />
            ))}
          </Box>
        )}
      </Box>

      {dialog?.kind === "consent" && <ConsentDialog mrNo={mrNo} onClose={close} onSaved={saved} />}
      {dialog?.kind === "revoke" && (
        <RevokeConsentDialog mrNo={mrNo} consent={dialog.consent} onClose={close} onSaved={saved} />
      )}
      {dialog?.kind === "event" && (
        <EventOccurredDialog mrNo={mrNo} consent={dialog.consent} onClose={close} onSaved={saved} />
      )}
      {dialog?.kind === "disclose" && (
        <DisclosureDialog
          mrNo={mrNo}
          consents={consents}
          consentId={dialog.consentId}
          onClose={close}
          onSaved={saved}
        />
      )}
    </Box>
  );
}

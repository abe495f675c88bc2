/** One consent and one disclosure as the Consents tab shows them. */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import {
  CONSENT_STATUS_LABELS,
  DISCLOSURE_CATEGORY_LABELS,
  DISCLOSURE_METHOD_LABELS,
  DOCUMENT_CATEGORY_LABELS,
} from "@hearth/schema";
import type {
  ConsentCard_ConsentFragment,
  ConsentStatus,
  DisclosureCard_DisclosureFragment,
} from "../../../../__generated__/graphql";
import { displayDate } from "../../../../lib/dates";
import { calendarDateText } from "../../clientFormat";
import { endText, expiryText } from "./consentStanding";

const STATUS_COLORS: Record<ConsentStatus, "success" | "default" | "error"> = {
  active: "success",
  expired: "default",
  revoked: "error",
};

export function ConsentStatusChip({ status }: { status: ConsentStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={CONSENT_STATUS_LABELS[status]} />;
}

/** Label and value pairs, leaving out the empty ones. */
function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5 }}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: "pre-line" }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

const recipientOf = (x: { recipientName: string; recipientOrganization?: string | null }) =>
  x.recipientOrganization ? `${x.recipientName}, ${x.recipientOrganization}` : x.recipientName;

export function ConsentCard({
  consent,
  onRevoke,
  onEventOccurred,
  onDisclose,
}: {
  consent: ConsentCard_ConsentFragment;
  /** Absent: the viewer may not, or the consent is no longer in force (or ends otherwise than by another event). */
  onRevoke?: () => void;
  onEventOccurred?: () => void;
  onDisclose?: () => void;
}) {
  const titleId = `consent-${consent.id}`;
  const ended = endText(consent);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ p: 2, display: "grid", gap: 1, ...(consent.status === "active" ? {} : { bgcolor: "action.hover" }) }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, flexGrow: 1 }}>
          To {recipientOf(consent)}
        </Typography>
        <ConsentStatusChip status={consent.status} />
      </Box>
      {ended && (
        <Alert severity={consent.status === "revoked" ? "error" : "info"} variant="outlined" sx={{ py: 0 }}>
          {ended}
        </Alert>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
        {consent.categories.map((category) => (
          <Chip key={category} size="small" variant="outlined" label={DISCLOSURE_CATEGORY_LABELS[category]} />
        ))}
      </Box>
      <Facts
        rows={[
          ["Purpose", consent.purpose],
          ["What may be disclosed", consent.otherInformation],
          ["Contact", consent.recipientContact],
          ["Expires", expiryText(consent)],
          [
            "Signed",
            `${calendarDateText(consent.signedOn)} by ${consent.signedBy}${consent.signer === "guardian" ? " (guardian)" : ""}`,
          ],
        ]}
      />
      <Typography variant="caption" color="text.secondary">
        Recorded{consent.createdBy ? ` by ${consent.createdBy.fullname}` : ""} on {displayDate(consent.createdAt)}
      </Typography>
      {(onRevoke || onEventOccurred || onDisclose) && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          {onDisclose && (
            <Button size="small" onClick={onDisclose}>
              Record disclosure
            </Button>
          )}
          {onEventOccurred && (
            <Button size="small" onClick={onEventOccurred}>
              Event occurred
            </Button>
          )}
          {onRevoke && (
            <Button size="small" color="error" onClick={onRevoke}>
              Revoke
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

/** The released documents, one a line: title and category, and whether it has left the chart since. */
const releasedText = (documents: DisclosureCard_DisclosureFragment["documents"]) =>
  documents
    .map(
      (d) =>
        `${d.title} (${DOCUMENT_CATEGORY_LABELS[d.category]})${d.deletedAt ? `, deleted from the chart on ${displayDate(d.deletedAt)}` : ""}`,
    )
    .join("\n");

/**
 * A disclosure in the accounting: to whom, what, when, how, by whom, the documents it released and the
 * notice that went with it; with `mayDownloadPacket`, the link to its release packet.
 */
export function DisclosureCard({
  disclosure,
  mayDownloadPacket = false,
}: {
  disclosure: DisclosureCard_DisclosureFragment;
  mayDownloadPacket?: boolean;
}) {
  const titleId = `disclosure-${disclosure.id}`;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, display: "grid", gap: 1 }}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: "1rem", fontWeight: 600 }}>
        {calendarDateText(disclosure.disclosedOn)}: to {recipientOf(disclosure)} by{" "}
        {DISCLOSURE_METHOD_LABELS[disclosure.method].toLowerCase()}
      </Typography>
      <Facts
        rows={[
          ["What", disclosure.categories.map((c) => DISCLOSURE_CATEGORY_LABELS[c]).join(", ")],
          ["Details", disclosure.description],
          ["Documents released", releasedText(disclosure.documents)],
          ["Purpose", disclosure.purpose],
          ["By", disclosure.disclosedBy?.fullname],
        ]}
      />
      {mayDownloadPacket && (
        <Box>
          <Button size="small" variant="outlined" href={disclosure.packetUrl} download aria-describedby={titleId}>
            Download release packet (PDF)
          </Button>
        </Box>
      )}
      <Alert severity="info" icon={false} sx={{ typography: "caption" }}>
        <strong>Notice sent with it (42 CFR §2.32):</strong> {disclosure.notice}
      </Alert>
    </Paper>
  );
}

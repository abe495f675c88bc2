import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import type { TreatmentPlanSignatureFieldsFragment } from "../../../__generated__/graphql";
import { displayDateTimeWithZone } from "../../../lib/dates";

/** How much of the content hash the page shows; the whole is in its tooltip. */
const SHORT_HASH = 12;

/** "abc123def456…": a hash short enough to read aloud and compare. */
export const shortHash = (hash: string) => (hash.length > SHORT_HASH ? `${hash.slice(0, SHORT_HASH)}…` : hash);

/**
 * "Signed by Theo Ramirez, 11-28-2026 9:14 AM PST", and the hash of the content the signature binds
 * (short; the whole on hover or focus). Nothing while the plan is unsigned.
 */
export function PlanSignature({ plan }: { plan: TreatmentPlanSignatureFieldsFragment }) {
  if (!plan.signedAt) return null;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 2, mt: 1.5 }}>
      <Typography>
        Signed by {plan.signedBy?.fullname ?? "someone no longer on staff"}, {displayDateTimeWithZone(plan.signedAt)}
      </Typography>
      {plan.contentHash && (
        <Typography variant="body2" color="text.secondary">
          Content hash{" "}
          <Tooltip title={plan.contentHash}>
            <Box component="code" tabIndex={0} sx={{ fontFamily: "monospace" }}>
              {shortHash(plan.contentHash)}
            </Box>
          </Tooltip>
        </Typography>
      )}
    </Box>
  );
}

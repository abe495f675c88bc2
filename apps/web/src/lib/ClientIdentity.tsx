import { Fragment } from "react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { clientIdentifiersText, clientIdentityText } from "@hearth/schema";
import type { ClientIdentityFields } from "@hearth/schema";
import { sqlDate } from "./dates";

/**
 * A client in a clinical screen is never a name alone: namesakes exist (the demo seed has every
 * name twice), so the MR number and the date of birth with the age go beside it. The age is
 * counted here, in the browser, from the date of birth and today on the facility's calendar
 * (the server zone, not the viewer's): a server-made age would go stale in the cache overnight.
 * Kept out on purpose: the live board (initials) and the kiosk (first name, last initial).
 */

/** Today on the facility's calendar (YYYY-MM-DD), the day ages are counted on. */
export const facilityToday = (now: Date = new Date()): string => sqlDate(now);

/** "James Anderson · HRT-000101 · DOB 03-14-1990 (36)": for labels, option texts and headings. */
export const clientLabel = (client: ClientIdentityFields, today: string = facilityToday()): string =>
  clientIdentityText(client, today);

/** "HRT-000101 · DOB 03-14-1990 (36)": what goes beside a name shown on its own. */
export const clientIdentifiers = (client: ClientIdentityFields, today: string = facilityToday()): string =>
  clientIdentifiersText(client, today);

/**
 * The client's name (a link to the chart with `link`) followed by the identifiers in a quieter
 * style; as text it reads exactly as `clientLabel`.
 */
export function ClientIdentity({
  client,
  link = false,
  today,
}: {
  client: ClientIdentityFields;
  link?: boolean;
  today?: string;
}) {
  const name = link ? (
    <Link component={RouterLink} to={`/clients/${encodeURIComponent(client.mrNo)}`}>
      {client.fullname}
    </Link>
  ) : (
    client.fullname
  );
  return (
    <Box component="span" data-testid="client-identity">
      {name}
      {/* Each identifier stays whole; a narrow screen may break the line between them. */}
      <Box component="span" sx={{ color: "text.secondary", fontWeight: "normal" }}>
        {clientIdentifiers(client, today)
          .split(" · ")
          .map((part) => (
            <Fragment key={part}>
              {" · "}
              <Box component="span" sx={{ whiteSpace: "nowrap" }}>
                {part}
              </Box>
            </Fragment>
          ))}
      </Box>
    </Box>
  );
}

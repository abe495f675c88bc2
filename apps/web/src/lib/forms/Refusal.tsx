import Box from "@mui/material/Box";
import { messageOf } from "../errors";
import type { BannerParts } from "./fieldRefusal";
import { issuesOf, refusalParts } from "./refusalParts";

/** The server's refusal in its own words, with the reasons it listed that the message does not already say. */
export function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  return <RefusalLines {...refusalParts(messageOf(error), issuesOf(error))} />;
}

/** A refusal's headline, and the items under it as a list. */
export function RefusalLines({ headline, items }: BannerParts) {
  return (
    <>
      {headline}
      {items.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      )}
    </>
  );
}

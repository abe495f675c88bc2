import Box from "@mui/material/Box";
import { messageOf } from "../errors";
import { issuesOf, refusalParts } from "./refusalParts";

/** The server's refusal in its own words, with the reasons it listed that the message does not already say. */
export function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  const { headline, items } = refusalParts(messageOf(error), issuesOf(error));
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

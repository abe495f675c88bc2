import Box from "@mui/material/Box";
import { messageOf } from "../../lib/errors";
import { issuesOf } from "./serverErrors";

/** The server's refusal in its own words, with the reasons it listed (if more than the message says). */
export function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  const issues = issuesOf(error);
  return (
    <>
      {messageOf(error)}
      {issues.length > 1 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </Box>
      )}
    </>
  );
}

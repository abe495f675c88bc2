import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { graphql } from "../../__generated__";
import type { PrintHeader_HeaderFragment } from "../../__generated__/graphql";
import { displayDateTimeWithZone } from "../../lib/dates";

/** What the server answers with every print; the time is that of the audited print. */
export const PrintHeaderFragment = graphql(`
  fragment PrintHeader_header on PrintHeader {
    organizationName
    locationName
    printedAt
    printedBy
  }
`);

/** The top of every printed page: whose record this is (organization, location), and who printed it when. */
export function PrintHeader({ header }: { header: PrintHeader_HeaderFragment }) {
  return (
    <Box
      component="header"
      aria-label="Print header"
      sx={{
        display: "flex",
        justifyContent: "space-between",
        alignItems: "flex-end",
        gap: 2,
        flexWrap: "wrap",
        pb: 1,
        mb: 2,
        borderBottom: 2,
        borderColor: "text.primary",
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }}>{header.organizationName}</Typography>
        <Typography variant="body2">{header.locationName}</Typography>
      </Box>
      <Typography variant="body2" sx={{ textAlign: "right" }}>
        Printed {displayDateTimeWithZone(header.printedAt)} by {header.printedBy}
      </Typography>
    </Box>
  );
}

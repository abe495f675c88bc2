import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { PrintHeader } from "../../../app/pages/PrintHeader";
import { clientLabel } from "../../../lib/ClientIdentity";
import type { FaceSheet } from "./ClientPrintFrame";

/** The layout table's cells: no padding of their own, and the content's full width. */
const layout = {
  width: "100%",
  borderCollapse: "collapse",
  "& > * > tr > td": { p: 0, verticalAlign: "top" },
} as const;

/**
 * One client's record on paper. In print the running head (organization, location, who printed it
 * when, and the client's name, MR number and date of birth) and the 42 CFR Part 2 redisclosure notice
 * repeat on every page, so a page separated from the others still says whose record it is and that
 * it may not be disclosed further: browsers repeat a table's <thead> and <tfoot> on each printed page
 * (a CSS table of divs is not repeated by Chromium, hence a real table, presentational for assistive
 * technology). On screen the notice closes the document.
 */
export function ClientPrintDocument({
  sheet,
  title,
  children,
}: {
  sheet: FaceSheet;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="article"
      aria-label={`${title}: ${sheet.client.fullname}`}
      sx={{ "@media print": { fontSize: "10pt" } }}
    >
      <Box component="table" role="presentation" sx={layout}>
        <thead>
          <tr>
            <td>
              <PrintHeader header={sheet.header} />
              <Typography sx={{ fontWeight: 600, mb: 2 }}>{clientLabel(sheet.client)}</Typography>
            </td>
          </tr>
        </thead>
        <tfoot>
          <tr>
            <td>
              <RedisclosureNotice text={sheet.redisclosureNotice} />
            </td>
          </tr>
        </tfoot>
        <tbody>
          <tr>
            <td>
              <Typography variant="h1" sx={{ fontSize: "1.6rem", fontWeight: 700, mb: 2 }}>
                {title}
              </Typography>
              {children}
            </td>
          </tr>
        </tbody>
      </Box>
    </Box>
  );
}

/** 42 CFR §2.32: every disclosure of a Part 2 record carries this notice, on the paper itself. */
function RedisclosureNotice({ text }: { text: string }) {
  return (
    <Box
      component="aside"
      aria-label="42 CFR Part 2 redisclosure notice"
      sx={{ mt: 2, p: 1.5, border: 2, borderColor: "text.primary", breakInside: "avoid" }}
    >
      <Typography component="p" sx={{ fontWeight: 700, fontSize: "0.85rem", mb: 0.5 }}>
        Notice of redisclosure (42 CFR Part 2)
      </Typography>
      <Typography variant="body2" sx={{ fontSize: "0.75rem", lineHeight: 1.35 }}>
        {text}
      </Typography>
    </Box>
  );
}

import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import PrintIcon from "@mui/icons-material/Print";
import { Outlet } from "react-router";

/**
 * Print and export pages (§2): no navigation, paper margins that suit A4 and Letter alike, and a
 * button that opens the browser's print dialog. The button itself is not printed. A print route
 * whose page has not arrived yet (`printable={false}`) offers no Print button: there is nothing
 * to print but "Not available yet".
 */
export default function PrintLayout({ printable = true }: { printable?: boolean }) {
  return (
    <>
      <GlobalStyles
        styles={{
          "@page": { size: "auto", margin: "15mm 12mm" },
          "@media print": { ".no-print": { display: "none !important" }, body: { background: "#fff" } },
        }}
      />
      {printable && (
        <Box
          className="no-print"
          sx={{ display: "flex", justifyContent: "flex-end", p: 2, borderBottom: 1, borderColor: "divider" }}
        >
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </Box>
      )}
      <Box sx={{ maxWidth: "210mm", mx: "auto", p: 2, "@media print": { p: 0 } }}>
        <Outlet />
      </Box>
    </>
  );
}

import { useState } from "react";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import PrintIcon from "@mui/icons-material/Print";
import { CLIENT_PRINT_PAGES, CLIENT_PRINT_PAGE_LABELS } from "@hearth/schema";
import { useCan } from "../../../app/session/capabilities";
import { clientPrintHref } from "./printFormat";

/**
 * The chart's Print menu: the admission face sheet and the demographics sheet (to print or to save as
 * PDF), each opened in a new tab so the chart stays open. Every page opened is a print the server logs.
 */
export function ClientPrintMenu({ mrNo }: { mrNo: string }) {
  const can = useCan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!can("client:print")) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PrintIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Print
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CLIENT_PRINT_PAGES.map((page) => (
          <MenuItem
            key={page}
            component="a"
            href={clientPrintHref(page, mrNo)}
            target="_blank"
            rel="noopener"
            onClick={() => setAnchor(null)}
          >
            {CLIENT_PRINT_PAGE_LABELS[page]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

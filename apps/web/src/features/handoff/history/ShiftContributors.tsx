import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ShiftSummary_ShiftFragment } from "../../../__generated__/graphql";
import { activityText } from "./shiftFormat";

/** Who wrote on the board during the shift: first and last edit, minutes active. */
export function ShiftContributors({ contributors }: { contributors: ShiftSummary_ShiftFragment["contributors"] }) {
  if (contributors.length === 0)
    return <Typography color="text.secondary">Nobody has written on the board during this shift.</Typography>;
  return (
    <Table size="small" aria-label="Contributors">
      <TableHead>
        <TableRow>
          <TableCell>Contributor</TableCell>
          <TableCell>Editing</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contributors.map((c) => (
          <TableRow key={c.userId}>
            <TableCell>{c.name}</TableCell>
            <TableCell>{activityText(c)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

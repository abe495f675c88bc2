import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { DIAGNOSIS_STATUS_LABELS } from "@hearth/schema";
import type { DiagnosisRow_DiagnosisFragment } from "../../../../__generated__/graphql";
import { displayDate } from "../../../../lib/dates";
import { calendarDateText } from "../../clientFormat";

export interface DiagnosisActions {
  onEdit: (diagnosis: DiagnosisRow_DiagnosisFragment) => void;
  onResolve: (diagnosis: DiagnosisRow_DiagnosisFragment) => void;
  onReactivate: (diagnosis: DiagnosisRow_DiagnosisFragment) => void;
  onEnteredInError: (diagnosis: DiagnosisRow_DiagnosisFragment) => void;
}

/** The diagnosis as recorded, kept legible but struck through: it was a mistake, not a clinical fact. */
const STRUCK = { textDecoration: "line-through", color: "text.secondary" } as const;

/**
 * One list of diagnoses (active, resolved or entered in error), as the server orders it; actions for those
 * who may change them. A diagnosis entered in error is shown struck through with who marked it, when and
 * why, and offers no action: it can no longer be changed.
 */
export function DiagnosesTable({
  label,
  rows,
  actions,
}: {
  label: string;
  rows: readonly DiagnosisRow_DiagnosisFragment[];
  /** Absent: the viewer may not change diagnoses. */
  actions?: DiagnosisActions;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Rank</TableCell>
            <TableCell>Code</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Onset</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Entered by</TableCell>
            {actions && <TableCell aria-label="Actions" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => {
            const inError = d.status === "entered_in_error";
            return (
              <TableRow key={d.id} data-id={d.id}>
                <TableCell>
                  {/* A diagnosis in error ranks nowhere (it stopped being primary when it was marked). */}
                  {inError ? (
                    "—"
                  ) : d.rank === "primary" ? (
                    <Chip size="small" color="primary" label="Primary" />
                  ) : (
                    "Secondary"
                  )}
                </TableCell>
                <TableCell sx={{ fontWeight: 600, whiteSpace: "nowrap", ...(inError ? STRUCK : {}) }}>
                  {d.code}
                </TableCell>
                <TableCell>
                  <Typography component="span" variant="body2" sx={inError ? STRUCK : undefined}>
                    {d.description}
                  </Typography>
                  {d.notes && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ whiteSpace: "pre-line", ...(inError ? STRUCK : {}) }}
                    >
                      {d.notes}
                    </Typography>
                  )}
                  {inError && (
                    <Typography variant="body2" color="error" sx={{ whiteSpace: "pre-line" }}>
                      Entered in error by {d.enteredInErrorBy?.fullname ?? "someone"} on{" "}
                      {displayDate(d.enteredInErrorAt)}: {d.enteredInErrorReason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap", ...(inError ? STRUCK : {}) }}>
                  {calendarDateText(d.onsetDate)}
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {DIAGNOSIS_STATUS_LABELS[d.status]}
                  {d.status === "resolved" && d.resolvedDate && ` ${calendarDateText(d.resolvedDate)}`}
                </TableCell>
                <TableCell>
                  {d.enteredBy.fullname}
                  <Typography variant="body2" color="text.secondary">
                    {displayDate(d.enteredAt)}
                  </Typography>
                </TableCell>
                {actions && (
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {!inError && (
                      <>
                        <Button size="small" onClick={() => actions.onEdit(d)} aria-label={`Edit ${d.code}`}>
                          Edit
                        </Button>
                        {d.status === "active" ? (
                          <Button size="small" onClick={() => actions.onResolve(d)} aria-label={`Resolve ${d.code}`}>
                            Resolve
                          </Button>
                        ) : (
                          <Button
                            size="small"
                            onClick={() => actions.onReactivate(d)}
                            aria-label={`Reactivate ${d.code}`}
                          >
                            Reactivate
                          </Button>
                        )}
                        <Button
                          size="small"
                          color="error"
                          onClick={() => actions.onEnteredInError(d)}
                          aria-label={`Mark ${d.code} entered in error`}
                        >
                          Entered in error
                        </Button>
                      </>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

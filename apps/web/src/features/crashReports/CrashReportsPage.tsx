import { useEffect, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { CrashReport, Page } from "@hearth/schema";
import { DATE_FORMAT, formatDate } from "../../lib/dates";
import { restCall } from "../../lib/rest";

const PAGE_SIZE = 25;

/**
 * Admin (the route's area guard): the crash reports the web app's error boundary sent (§3, §8) from
 * their organization, newest first; the installation's operators also see those sent without a session.
 */
export default function CrashReportsPage() {
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Page<CrashReport> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    restCall<Page<CrashReport>>(
      "GET",
      `/api/error-config?page=${page + 1}&pageSize=${PAGE_SIZE}`,
      undefined,
      abort.signal,
    )
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => abort.abort();
  }, [page]);

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Crash reports
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {data && data.total === 0 && <Typography color="text.secondary">No crash has been reported.</Typography>}
      {data && data.total > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Crash reports">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Error</TableCell>
                  <TableCell>Page</TableCell>
                  <TableCell>User</TableCell>
                  <TableCell>Browser</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.results.map((report) => (
                  <TableRow key={report.id} sx={{ verticalAlign: "top" }}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {formatDate(report.createdAt, `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`)}
                    </TableCell>
                    <TableCell>
                      <details>
                        <summary>
                          <strong>{report.errorName}</strong>: {report.message}
                        </summary>
                        <Box component="pre" sx={{ fontSize: 12, whiteSpace: "pre-wrap", m: 0, mt: 1 }}>
                          {[
                            report.cause && `Cause: ${report.cause}`,
                            report.position && `Position: ${report.position}`,
                            report.clickedElement && `Clicked: ${report.clickedElement}`,
                            report.screenResolution && `Screen: ${report.screenResolution}`,
                            report.timezone && `Time zone: ${report.timezone}`,
                            report.subdomain && `Subdomain: ${report.subdomain}`,
                            report.stack,
                            report.componentInfo,
                          ]
                            .filter(Boolean)
                            .join("\n")}
                        </Box>
                      </details>
                    </TableCell>
                    <TableCell sx={{ wordBreak: "break-all" }}>{report.url}</TableCell>
                    <TableCell>
                      {report.clinicianName ?? "—"}
                      {report.role ? ` (${report.role})` : ""}
                      {/* Only operators list these: the name is what the browser claimed, not a signed-in user. */}
                      {report.withoutOrganization && (
                        <Typography variant="body2" color="text.secondary">
                          Sent without a session
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {report.browser} · {report.os}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, next) => setPage(next)}
          />
        </Paper>
      )}
    </Box>
  );
}

import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import MedicalInformationOutlined from "@mui/icons-material/MedicalInformationOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import type { DiagnosisRow_DiagnosisFragment } from "../../../../__generated__/graphql";
import { LoadError } from "../../../../app/pages/LoadError";
import { PageLoading } from "../../../../app/pages/PageLoading";
import { useShell } from "../../../../app/shell/ShellState";
import { EmptyState } from "../../../../lib/EmptyState";
import { messageOf } from "../../../../lib/errors";
import { DiagnosesTable } from "./DiagnosesTable";
import type { DiagnosisActions } from "./DiagnosesTable";
import { DiagnosisDialog } from "./DiagnosisDialog";
import { EnteredInErrorDialog } from "./EnteredInErrorDialog";
import { ClientDiagnosesQuery, UpdateClientDiagnosisMutation } from "./queries";
import { ResolveDialog } from "./ResolveDialog";
import { useChartCan } from "../chartAccess";

/**
 * The "diagnoses" tab: the client's active diagnoses (primary first) and the resolved ones; those entered
 * in error, struck through, on request ("Show entered in error").
 */
export default function DiagnosesPanel({ mrNo }: { mrNo: string }) {
  const mayChange = useChartCan()("client:diagnoses_update");
  const { notify } = useShell();
  // null: the add dialog; a diagnosis: its edit dialog; undefined: no dialog.
  const [editing, setEditing] = useState<DiagnosisRow_DiagnosisFragment | null | undefined>(undefined);
  const [resolving, setResolving] = useState<DiagnosisRow_DiagnosisFragment | null>(null);
  const [markingInError, setMarkingInError] = useState<DiagnosisRow_DiagnosisFragment | null>(null);
  const [showEnteredInError, setShowEnteredInError] = useState(false);
  const { data, loading, error, refetch } = useQuery(ClientDiagnosesQuery, { variables: { mrNo } });
  const [updateDiagnosis] = useMutation(UpdateClientDiagnosisMutation);

  if (loading && !data) return <PageLoading label="Loading the diagnoses" />;
  if (error) return <LoadError what="The diagnoses" error={error} onRetry={() => void refetch()} />;
  const all = data?.clientDiagnoses ?? [];
  const active = all.filter((d) => d.status === "active");
  const resolved = all.filter((d) => d.status === "resolved");
  const enteredInError = all.filter((d) => d.status === "entered_in_error");
  const primary = active.find((d) => d.rank === "primary") ?? null;

  const reactivate = async (diagnosis: DiagnosisRow_DiagnosisFragment) => {
    try {
      await updateDiagnosis({ variables: { mrNo, id: diagnosis.id, input: { status: "active" } } });
      notify(`${diagnosis.code} is active again`, "success");
      await refetch();
    } catch (failure) {
      notify(messageOf(failure), "error");
    }
  };
  const actions: DiagnosisActions | undefined = mayChange
    ? {
        onEdit: setEditing,
        onResolve: setResolving,
        onReactivate: (d) => void reactivate(d),
        onEnteredInError: setMarkingInError,
      }
    : undefined;

  return (
    <Box component="section" aria-labelledby="client-diagnoses-title" sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Typography id="client-diagnoses-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
          Diagnoses
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={showEnteredInError} onChange={(event) => setShowEnteredInError(event.target.checked)} />
          }
          label={`Show entered in error${enteredInError.length > 0 ? ` (${enteredInError.length})` : ""}`}
        />
        {mayChange && (
          <Button variant="contained" onClick={() => setEditing(null)}>
            Add diagnosis
          </Button>
        )}
      </Box>
      {active.length === 0 ? (
        <EmptyState
          icon={MedicalInformationOutlined}
          title="No active diagnoses"
          detail={
            mayChange
              ? "Add the client's diagnoses with their ICD-10-CM codes; search by code or by words."
              : "No active diagnosis is recorded for this client."
          }
        />
      ) : (
        <>
          {!primary && (
            <Alert severity="info">
              No primary diagnosis.
              {mayChange && " Edit one of the active diagnoses to make it primary."}
            </Alert>
          )}
          <DiagnosesTable label="Active diagnoses" rows={active} actions={actions} />
        </>
      )}
      {resolved.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, mt: 1 }}>
            Resolved
          </Typography>
          <DiagnosesTable label="Resolved diagnoses" rows={resolved} actions={actions} />
        </>
      )}
      {showEnteredInError && (
        <>
          <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600, mt: 1 }}>
            Entered in error
          </Typography>
          {enteredInError.length === 0 ? (
            <Typography color="text.secondary">No diagnosis of this client was entered in error.</Typography>
          ) : (
            <DiagnosesTable label="Diagnoses entered in error" rows={enteredInError} />
          )}
        </>
      )}
      {editing !== undefined && (
        <DiagnosisDialog
          mrNo={mrNo}
          diagnosis={editing}
          primary={primary}
          onClose={() => setEditing(undefined)}
          onSaved={() => void refetch()}
        />
      )}
      {resolving && (
        <ResolveDialog
          mrNo={mrNo}
          diagnosis={resolving}
          onClose={() => setResolving(null)}
          onSaved={() => void refetch()}
        />
      )}
      {markingInError && (
        <EnteredInErrorDialog
          mrNo={mrNo}
          diagnosis={markingInError}
          onClose={() => setMarkingInError(null)}
          onMarked={() => {
            notify(`${markingInError.code} marked entered in error`, "success");
            void refetch();
          }}
        />
      )}
    </Box>
  );
}

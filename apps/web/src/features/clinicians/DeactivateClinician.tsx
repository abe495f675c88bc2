import { useMemo, useState } from "react";
import type { ReactNode } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { can } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { ConfirmDialog } from "../../app/shell/ConfirmDialog";
import { CurrentUserQuery } from "../../app/session/currentUser";
import { messageOf } from "../../lib/errors";

export const DeactivateClinicianMutation = graphql(`
  mutation DeactivateClinician($id: ID!) {
    deactivateClinician(id: $id) {
      id
      status
      permissions {
        deactivate
      }
    }
  }
`);

interface Target {
  id: string;
  fullname: string;
  permissions: { deactivate: boolean };
}

/**
 * Admin only: the "Deactivate" action of the clinician list, with its confirmation. The server
 * decides (and refuses a non-admin); the button only spares others a useless click. Deactivating
 * signs the person out everywhere at once, open pages included.
 */
export function useDeactivateClinician(): {
  actions: { canDeactivate: (row: Target) => boolean; ask: (row: Target) => void } | undefined;
  ui: ReactNode;
} {
  const { data } = useQuery(CurrentUserQuery);
  const me = data?.me;
  const [target, setTarget] = useState<Target | null>(null);
  const [result, setResult] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [deactivate] = useMutation(DeactivateClinicianMutation, { refetchQueries: ["ClinicianList"] });

  const administers = can(me?.capabilities, "clinician:deactivate");
  // Stable while the viewer stays the same, so the grid does not rebuild its columns on each render.
  const actions = useMemo(
    () => (administers ? { canDeactivate: (row: Target) => row.permissions.deactivate, ask: setTarget } : undefined),
    [administers],
  );

  const confirm = async () => {
    const row = target;
    setTarget(null);
    if (!row) return;
    try {
      await deactivate({ variables: { id: row.id } });
      setResult({ severity: "success", text: `${row.fullname} was deactivated and signed out everywhere.` });
    } catch (failure) {
      setResult({ severity: "error", text: `${row.fullname} could not be deactivated: ${messageOf(failure)}` });
    }
  };

  return {
    actions,
    ui: (
      <>
        <ConfirmDialog
          open={target !== null}
          title="Deactivate this clinician?"
          message={`${target?.fullname ?? ""} will be signed out at once, everywhere, and can no longer sign in.`}
          confirmLabel="Deactivate"
          cancelLabel="Cancel"
          onConfirm={() => void confirm()}
          onCancel={() => setTarget(null)}
        />
        <Snackbar open={result !== null} autoHideDuration={6000} onClose={() => setResult(null)}>
          {result ? (
            <Alert severity={result.severity} onClose={() => setResult(null)} variant="filled">
              {result.text}
            </Alert>
          ) : undefined}
        </Snackbar>
      </>
    ),
  };
}

/** The row's button; shown only where `useDeactivateClinician().canDeactivate` allows. */
export function DeactivateButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="small" color="error" onClick={onClick} aria-label={`Deactivate ${name}`}>
      Deactivate
    </Button>
  );
}

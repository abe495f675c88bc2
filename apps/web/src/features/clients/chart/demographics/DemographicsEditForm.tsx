/**
 * The chart's Edit form for demographics: the current version's values, checked as one types with the
 * server's schema, saved as the next version on top of the version it was opened on. When someone saved
 * a newer version meanwhile, the server refuses and the form says who and when instead of overwriting it.
 */
import { useState } from "react";
import type { FormEvent } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { DEMOGRAPHIC_LIMITS } from "@hearth/schema";
import type { DemographicField } from "@hearth/schema";
import type { DemographicsVersion_DemographicsFragment } from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { Refusal } from "../../../../lib/forms/Refusal";
import { DemographicsFields } from "./DemographicsFields";
import { checkDemographics, draftOf } from "./demographicsForm";
import type { DemographicsDraft } from "./demographicsForm";
import { UpdateClientDemographicsMutation } from "./queries";

/** Whether a refusal is the server's "someone saved a newer version" (409 `version_conflict`). */
function isVersionConflict(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const extensions = error.errors[0]?.extensions;
  const details = extensions?.["details"] as { reason?: string } | undefined;
  return extensions?.["code"] === "CONFLICT" && details?.reason === "version_conflict";
}

export function DemographicsEditForm({
  mrNo,
  current,
  onDone,
  onReload,
}: {
  mrNo: string;
  /** The latest version, kept current while the form is open; the save is based on the one it opened on. */
  current: DemographicsVersion_DemographicsFragment;
  onDone: () => void;
  /** Fetches the versions again (after a refused save, to start from the latest). */
  onReload: () => Promise<unknown>;
}) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<DemographicsDraft>(() => draftOf(current));
  // The version the form was opened on: a newer one arriving live must not become the base of this save.
  const [openedOn] = useState(current.version);
  const [changeNote, setChangeNote] = useState("");
  const [touched, setTouched] = useState<Set<DemographicField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [update, { loading }] = useMutation(UpdateClientDemographicsMutation, {
    // The versions list gains the new one; the chart header shows the current name, birth date and gender.
    refetchQueries: ["ClientDemographicsTab", "ClientChart"],
    awaitRefetchQueries: true,
  });
  const check = checkDemographics(draft);
  const problems = check.ok
    ? {}
    : Object.fromEntries(
        Object.entries(check.problems).filter(([field]) => attempted || touched.has(field as DemographicField)),
      );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok || loading) return;
    setRefusal(null);
    try {
      await update({
        variables: {
          mrNo,
          input: { ...check.values, changeNote: changeNote.trim() || null },
          expectedVersion: openedOn,
        },
      });
      notify("Demographics saved", "success");
      onDone();
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} aria-label="Edit demographics">
      {refusal === null && current.version !== openedOn && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {current.changedBy?.fullname ?? "Someone"} saved a newer version while you were editing; saving now will be
          refused. Cancel to see it, then edit again.
        </Alert>
      )}
      {refusal !== null && (
        <Alert
          severity={isVersionConflict(refusal) ? "warning" : "error"}
          role="alert"
          sx={{ mb: 2 }}
          action={
            isVersionConflict(refusal) ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  void onReload().then(onDone);
                }}
              >
                Show the latest
              </Button>
            ) : undefined
          }
        >
          <Refusal error={refusal} />
        </Alert>
      )}
      <DemographicsFields
        draft={draft}
        problems={problems}
        disabled={loading}
        onChange={(field, value) => {
          setDraft((d) => ({ ...d, [field]: value }));
          setTouched((t) => new Set([...t, field]));
        }}
      />
      <TextField
        label="Reason for the change"
        value={changeNote}
        onChange={(event) => setChangeNote(event.target.value)}
        helperText="Kept with this version, e.g. “Married name” or “Moved”"
        fullWidth
        disabled={loading}
        slotProps={{ htmlInput: { maxLength: DEMOGRAPHIC_LIMITS.changeNote } }}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        <Button onClick={onDone} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={loading}>
          {loading ? "Saving…" : "Save demographics"}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The chart's Edit form for demographics: the current version's values, checked as one types with the
 * server's schema, saved as the next version on top of the version it was opened on. When someone saved
 * a newer version meanwhile, the server refuses and the form says who and when instead of overwriting it.
 */
import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { DEMOGRAPHIC_FIELD_LABELS } from "@hearth/schema";
import type { DemographicsVersion_DemographicsFragment } from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { useFieldRefusal } from "../../../../lib/forms/fieldRefusal";
import { RefusalLines } from "../../../../lib/forms/Refusal";
import { useFocusFirstProblem } from "../../../../lib/forms/useFocusFirstProblem";
import { DemographicsFields } from "./DemographicsFields";
import { checkDemographics, draftOf } from "./demographicsForm";
import type { DemographicsDraft } from "./demographicsForm";
import { UpdateClientDemographicsMutation } from "./queries";

const FIELDS = { labels: { ...DEMOGRAPHIC_FIELD_LABELS, changeNote: "Reason for the change" } };
type Field = keyof typeof FIELDS.labels;

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
  const [touched, setTouched] = useState<Set<Field>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [update, { loading }] = useMutation(UpdateClientDemographicsMutation, {
    // The versions list gains the new one; the chart header shows the current name, birth date and gender.
    refetchQueries: ["ClientDemographicsTab", "ClientChart"],
    awaitRefetchQueries: true,
  });
  const check = checkDemographics(draft, changeNote);
  const values = { ...draft, changeNote };
  const refused = useFieldRefusal(refusal, values, FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);
  // The check as one types (once a field is touched, or all after a save was tried), else what the server refused.
  const problemOf = (field: Field) =>
    (!check.ok && (attempted || touched.has(field)) ? check.problems[field] : undefined) ?? refused.problemOf(field);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!check.ok) focusFirstProblem();
    if (!check.ok || loading) return;
    setRefusal(null);
    refused.sending();
    try {
      await update({ variables: { mrNo, input: check.values, expectedVersion: openedOn } });
      notify("Demographics saved", "success");
      onDone();
    } catch (error) {
      setRefusal(error);
      focusFirstProblem();
    }
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => void save(event)}
      aria-label="Edit demographics"
    >
      {refusal === null && current.version !== openedOn && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {current.changedBy?.fullname ?? "Someone"} saved a newer version while you were editing; saving now will be
          refused. Cancel to see it, then edit again.
        </Alert>
      )}
      {refused.banner && (
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
          <RefusalLines {...refused.banner} />
        </Alert>
      )}
      <DemographicsFields
        draft={draft}
        problemOf={problemOf}
        disabled={loading}
        onChange={(field, value) => {
          setDraft((d) => ({ ...d, [field]: value }));
          setTouched((t) => new Set([...t, field]));
        }}
      />
      <TextField
        label={FIELDS.labels.changeNote}
        value={changeNote}
        onChange={(event) => {
          setChangeNote(event.target.value);
          setTouched((t) => new Set([...t, "changeNote"]));
        }}
        error={Boolean(problemOf("changeNote"))}
        helperText={problemOf("changeNote") ?? "Kept with this version, e.g. “Married name” or “Moved”"}
        fullWidth
        disabled={loading}
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

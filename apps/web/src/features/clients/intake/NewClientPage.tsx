import { useRef, useState } from "react";
import type { FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { LEVELS_OF_CARE, levelOfCareLabel } from "@hearth/schema";
import type { DemographicField } from "@hearth/schema";
import { Link as RouterLink, Navigate, useNavigate } from "react-router";
import { useCan } from "../../../app/session/capabilities";
import { useCurrentLocation } from "../../../app/session/CurrentLocation";
import { useSessionUser } from "../../../app/session/SessionContext";
import { useShell } from "../../../app/shell/ShellState";
import { useFieldRefusal } from "../../../lib/forms/fieldRefusal";
import { RefusalLines } from "../../../lib/forms/Refusal";
import { useFocusFirstProblem } from "../../../lib/forms/useFocusFirstProblem";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";
import { DemographicsFields, FormSection } from "../chart/demographics/DemographicsFields";
import { EMPTY_DEMOGRAPHICS } from "../chart/demographics/demographicsForm";
import { DuplicateWarning } from "./DuplicateWarning";
import type { DuplicateMatch } from "./DuplicateWarning";
import { INTAKE_FIELDS, checkIntake, duplicateQuestion, duplicatesOfRefusal, intakeValues } from "./intakeForm";
import type { IntakeDraft, IntakeField } from "./intakeForm";
import { ClientDuplicatesLookup, CreateClientMutation } from "./queries";

const DUPLICATE_CHECK_DEBOUNCE_MS = 400;

/**
 * `/clients/new`: intake. The person's demographics and where they will be cared for, checked as one
 * types with the server's schema. As soon as the name and date of birth are filled in, clients already
 * registered with them are shown; creating another record then takes "Create anyway". The new chart
 * opens on its Admission tab.
 */
export default function NewClientPage() {
  const can = useCan();
  const me = useSessionUser();
  const { location } = useCurrentLocation();
  const navigate = useNavigate();
  const { notify } = useShell();
  const [draft, setDraft] = useState<IntakeDraft>(() => ({
    demographics: EMPTY_DEMOGRAPHICS,
    locationId: location?.id ?? "",
    intendedLevelOfCare: "",
  }));
  const [touched, setTouched] = useState<Set<IntakeField>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [refusedMatches, setRefusedMatches] = useState<DuplicateMatch[] | null>(null);
  const [createClient, { loading: creating }] = useMutation(CreateClientMutation, {
    // Client lists read again with the new client in them.
    update: (cache) => {
      cache.evict({ fieldName: "clients" });
      cache.gc();
    },
  });

  // Debounced as text: a new object each render would restart the wait forever.
  const asked = useDebouncedValue(JSON.stringify(duplicateQuestion(draft.demographics)), DUPLICATE_CHECK_DEBOUNCE_MS);
  const question = JSON.parse(asked) as ReturnType<typeof duplicateQuestion>;
  const lookup = useQuery(ClientDuplicatesLookup, {
    variables: question ?? { firstName: "", lastName: "", dateOfBirth: "" },
    skip: question === null,
    fetchPolicy: "network-only",
  });
  // What the server said at the last submit wins over the check as one types (it is newer).
  const matches: readonly DuplicateMatch[] =
    refusedMatches ?? (question ? (lookup.data?.clientDuplicates ?? lookup.previousData?.clientDuplicates ?? []) : []);
  const refused = useFieldRefusal(refusal, intakeValues(draft), INTAKE_FIELDS);
  // The form is longer than a screen: after Create, the first field with a problem comes into view.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(formRef);

  if (!can("client:create")) return <Navigate to="/403" replace />;

  const check = checkIntake(draft);
  // The check as one types (once a field is touched, or all after Create), else what the server refused.
  const problemOf = (field: IntakeField) =>
    (!check.ok && (attempted || touched.has(field)) ? check.problems[field] : undefined) ?? refused.problemOf(field);
  const change = (patch: Partial<IntakeDraft>, field: IntakeField) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set([...t, field]));
    setRefusedMatches(null);
  };

  const create = async (confirmDuplicate: boolean) => {
    setAttempted(true);
    if (!check.ok) focusFirstProblem();
    if (!check.ok || creating) return;
    setRefusal(null);
    refused.sending();
    try {
      const { data } = await createClient({
        variables: { input: { ...check.values, ...(confirmDuplicate ? { confirmDuplicate: true } : {}) } },
      });
      const created = data!.createClient.client;
      notify(`${created.fullname} registered as ${created.mrNo}`, "success");
      void navigate(`/clients/${encodeURIComponent(created.mrNo)}?tabs=admission`);
    } catch (error) {
      const duplicates = duplicatesOfRefusal(error);
      if (duplicates) setRefusedMatches(duplicates);
      else {
        setRefusal(error);
        focusFirstProblem();
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create(false);
  };

  const levelItems = [3, 4].flatMap((edition) => [
    <ListSubheader key={`edition-${edition}`}>ASAM {edition === 3 ? "3rd" : "4th"} edition</ListSubheader>,
    ...LEVELS_OF_CARE.filter((level) => level.edition === edition).map((level) => (
      <MenuItem key={level.id} value={level.id}>
        {levelOfCareLabel(level.id)}
      </MenuItem>
    )),
  ]);

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="new-client-title"
      sx={{ maxWidth: 1100 }}
    >
      <Button component={RouterLink} to="/clients" size="small" sx={{ mb: 1 }}>
        All clients
      </Button>
      <Typography id="new-client-title" variant="h1" sx={{ mb: 3 }}>
        New client
      </Typography>
      {refused.banner && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          <RefusalLines {...refused.banner} />
        </Alert>
      )}
      {matches.length > 0 && (
        <DuplicateWarning
          matches={matches}
          busy={creating}
          {...(check.ok ? { onCreateAnyway: () => void create(true) } : {})}
        />
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <DemographicsFields
          draft={draft.demographics}
          problemOf={problemOf}
          disabled={creating}
          onChange={(field: DemographicField, value) =>
            change({ demographics: { ...draft.demographics, [field]: value } }, field)
          }
        />
        <FormSection title="Location">
          <TextField
            select
            required
            label={INTAKE_FIELDS.labels.locationId}
            value={draft.locationId}
            onChange={(event) => change({ locationId: event.target.value }, "locationId")}
            error={Boolean(problemOf("locationId"))}
            helperText={problemOf("locationId") ?? "Where the client will be cared for"}
            disabled={creating}
          >
            {me.locations.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={INTAKE_FIELDS.labels.intendedLevelOfCare}
            value={draft.intendedLevelOfCare}
            onChange={(event) => change({ intendedLevelOfCare: event.target.value }, "intendedLevelOfCare")}
            error={Boolean(problemOf("intendedLevelOfCare"))}
            helperText={problemOf("intendedLevelOfCare") ?? "The admission decides it"}
            disabled={creating}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Not decided yet</MenuItem>
            {levelItems}
          </TextField>
        </FormSection>
      </Paper>
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", alignItems: "center" }}>
        {matches.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            Check the possible duplicate above first.
          </Typography>
        )}
        <Button component={RouterLink} to="/clients" disabled={creating}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={creating || matches.length > 0}>
          {creating ? "Creating…" : "Create client"}
        </Button>
      </Box>
    </Box>
  );
}

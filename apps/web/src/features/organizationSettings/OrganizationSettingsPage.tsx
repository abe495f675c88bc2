import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  CHECK_IN_OPENS_MINUTES_RANGE,
  CLIENT_COPY_NARRATIVE_LABELS,
  CLIENT_COPY_NARRATIVE_MODES,
} from "@hearth/schema";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useShell } from "../../app/shell/ShellState";
import { displayDate, displayTime } from "../../lib/dates";
import { messageOf } from "../../lib/errors";
import { LabelsSection } from "./LabelsSection";
import { SettingsSection } from "./SettingsSection";
import { checkSettings } from "./settingsForm";
import type { SettingsDraft } from "./settingsForm";

const SettingsQuery = graphql(`
  query OrganizationSettingsPage {
    organizationSettings {
      checkInOpensMinutesBefore
      groupNarrativeInClientCopy
      updatedAt
      updatedBy {
        id
        fullname
      }
    }
  }
`);

const UpdateSettingsMutation = graphql(`
  mutation UpdateOrganizationSettings($input: OrganizationSettingsInput!) {
    updateOrganizationSettings(input: $input) {
      checkInOpensMinutesBefore
      groupNarrativeInClientCopy
      updatedAt
      updatedBy {
        id
        fullname
      }
    }
  }
`);

/**
 * Admin (the route's area guard): the organization's settings (`/settings`), a section per module;
 * the server checks and logs every change.
 */
export default function OrganizationSettingsPage() {
  const { notify } = useShell();
  const { data, loading, error, refetch } = useQuery(SettingsQuery);
  // The settings have no id to normalise by: the answer replaces the page's query in the cache.
  const [save, saving] = useMutation(UpdateSettingsMutation, {
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({ query: SettingsQuery, data: { organizationSettings: answer.updateOrganizationSettings } });
    },
  });
  const [draft, setDraft] = useState<SettingsDraft>({});
  const [errors, setErrors] = useState<SettingsDraft>({});

  const saved = data?.organizationSettings;
  const text = (field: keyof SettingsDraft, value: number | string | undefined) =>
    draft[field] ?? (value === undefined ? "" : String(value));
  const change = (field: keyof SettingsDraft) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const check = saved ? checkSettings(draft, saved) : null;
  const changed =
    check !== null && (!check.ok ? Object.values(check.errors).some(Boolean) : Object.keys(check.body).length > 0);

  const submit = async () => {
    if (!check) return;
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    try {
      await save({ variables: { input: check.body } });
      setDraft({});
      notify("Settings saved", "success");
    } catch (failure) {
      notify(`The settings could not be saved: ${messageOf(failure)}`, "error");
    }
  };

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Organization settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        These apply to every location of the organization. Every staff member works with them; only administrators
        change them, and each change is logged.
      </Typography>
      {error && <LoadError what="The settings" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      {loading && !saved && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2 }} role="status">
          <CircularProgress size={24} /> Loading the settings…
        </Box>
      )}
      {saved && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: "grid", gap: 2 }}
        >
          <SettingsSection title="Group notes" id="group-notes">
            <TextField
              label="Check-in opens"
              type="number"
              value={text("checkInOpensMinutesBefore", saved.checkInOpensMinutesBefore)}
              onChange={(event) => change("checkInOpensMinutesBefore")(event.target.value)}
              error={Boolean(errors.checkInOpensMinutesBefore)}
              helperText={
                errors.checkInOpensMinutesBefore ??
                `Check-in, attendance and writing the note open this many minutes before a session starts (${CHECK_IN_OPENS_MINUTES_RANGE.min}–${CHECK_IN_OPENS_MINUTES_RANGE.max}); signing opens when it starts.`
              }
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">minutes before the start</InputAdornment> },
                htmlInput: { min: CHECK_IN_OPENS_MINUTES_RANGE.min, max: CHECK_IN_OPENS_MINUTES_RANGE.max, step: 1 },
              }}
              sx={{ maxWidth: 420 }}
            />
            <TextField
              select
              label="Group narrative in a client's copy"
              value={text("groupNarrativeInClientCopy", saved.groupNarrativeInClientCopy)}
              onChange={(event) => change("groupNarrativeInClientCopy")(event.target.value)}
              error={Boolean(errors.groupNarrativeInClientCopy)}
              helperText={
                errors.groupNarrativeInClientCopy ??
                "What one client's printed or exported copy of a group note shows of the shared narrative. Their own note always shows; other clients' notes never do; the copy carries the 42 CFR Part 2 redisclosure notice."
              }
              sx={{ maxWidth: 560 }}
            >
              {CLIENT_COPY_NARRATIVE_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {CLIENT_COPY_NARRATIVE_LABELS[mode]}
                </MenuItem>
              ))}
            </TextField>
          </SettingsSection>
          <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
            <Button type="submit" variant="contained" disabled={!changed || saving.loading}>
              Save settings
            </Button>
            <Typography variant="body2" color="text.secondary">
              {saved.updatedAt && saved.updatedBy
                ? `Last changed by ${saved.updatedBy.fullname} on ${displayDate(saved.updatedAt)} at ${displayTime(saved.updatedAt)}`
                : "The defaults apply: nobody has changed these settings yet."}
            </Typography>
          </Box>
        </Box>
      )}
      {/* Its own form: labels are saved one at a time, apart from the settings above. */}
      <Box sx={{ mt: 3 }}>
        <LabelsSection />
      </Box>
    </Box>
  );
}

/**
 * The demographics fields in their sections (identity, contact, address, emergency contact, referral
 * source), for intake and the chart's Edit form. Free-text fields with common answers offer them as
 * suggestions; any other words may be typed. No field cuts what is typed or pasted short: the schema's
 * "must be at most … characters" says so under it instead.
 */
import type { ReactNode } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  DEMOGRAPHIC_FIELD_LABELS,
  GENDER_IDENTITY_SUGGESTIONS,
  LANGUAGE_SUGGESTIONS,
  PRONOUN_SUGGESTIONS,
  REFERRAL_SOURCE_SUGGESTIONS,
  SEXES_ASSIGNED_AT_BIRTH,
  SEX_ASSIGNED_AT_BIRTH_LABELS,
} from "@hearth/schema";
import type { DemographicField } from "@hearth/schema";
import type { DemographicsDraft } from "./demographicsForm";

const SUGGESTIONS: Partial<Record<DemographicField, readonly string[]>> = {
  genderIdentity: GENDER_IDENTITY_SUGGESTIONS,
  pronouns: PRONOUN_SUGGESTIONS,
  preferredLanguage: LANGUAGE_SUGGESTIONS,
  emergencyContactRelationship: ["Parent", "Spouse/partner", "Child", "Sibling", "Guardian", "Friend", "Sponsor"],
  referralSource: REFERRAL_SOURCE_SUGGESTIONS,
};

const REQUIRED = new Set<DemographicField>(["firstName", "lastName", "dateOfBirth", "sexAssignedAtBirth"]);

/** A titled group of fields, laid out in a grid. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: "1.1rem", mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", gap: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

export function DemographicsFields({
  draft,
  problemOf,
  onChange,
  disabled = false,
}: {
  draft: DemographicsDraft;
  /** The problem to show now under a field, if any (the form decides when: once touched, after a save was tried). */
  problemOf: (field: DemographicField) => string | undefined;
  onChange: (field: DemographicField, value: string) => void;
  disabled?: boolean;
}) {
  const field = (name: DemographicField, more: { type?: string } = {}) => {
    const common = {
      label: DEMOGRAPHIC_FIELD_LABELS[name],
      required: REQUIRED.has(name),
      error: Boolean(problemOf(name)),
      helperText: problemOf(name),
      disabled,
    };
    const suggestions = SUGGESTIONS[name];
    if (suggestions)
      return (
        <Autocomplete
          key={name}
          freeSolo
          options={suggestions}
          value={draft[name]}
          inputValue={draft[name]}
          onInputChange={(_event, value) => onChange(name, value)}
          disabled={disabled}
          renderInput={(params) => <TextField {...params} {...common} />}
        />
      );
    return (
      <TextField
        key={name}
        {...common}
        type={more.type}
        value={draft[name]}
        onChange={(event) => onChange(name, event.target.value)}
        slotProps={more.type === "date" ? { inputLabel: { shrink: true } } : {}}
      />
    );
  };

  return (
    <>
      <FormSection title="Identity">
        {field("firstName")}
        {field("middleName")}
        {field("lastName")}
        {field("preferredName")}
        {field("dateOfBirth", { type: "date" })}
        <TextField
          select
          required
          label={DEMOGRAPHIC_FIELD_LABELS.sexAssignedAtBirth}
          value={draft.sexAssignedAtBirth}
          onChange={(event) => onChange("sexAssignedAtBirth", event.target.value)}
          error={Boolean(problemOf("sexAssignedAtBirth"))}
          helperText={problemOf("sexAssignedAtBirth")}
          disabled={disabled}
        >
          {SEXES_ASSIGNED_AT_BIRTH.map((sex) => (
            <MenuItem key={sex} value={sex}>
              {SEX_ASSIGNED_AT_BIRTH_LABELS[sex]}
            </MenuItem>
          ))}
        </TextField>
        {field("genderIdentity")}
        {field("pronouns")}
        {field("preferredLanguage")}
      </FormSection>
      <FormSection title="Contact">
        {field("phone", { type: "tel" })}
        {field("email", { type: "email" })}
      </FormSection>
      <FormSection title="Address">
        {field("addressLine1")}
        {field("addressLine2")}
        {field("city")}
        {field("state")}
        {field("postalCode")}
      </FormSection>
      <FormSection title="Emergency contact">
        {field("emergencyContactName")}
        {field("emergencyContactRelationship")}
        {field("emergencyContactPhone", { type: "tel" })}
      </FormSection>
      <FormSection title="Referral source">{field("referralSource")}</FormSection>
    </>
  );
}

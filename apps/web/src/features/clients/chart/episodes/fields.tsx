/** The fields the Admission tab's dialogs share: dates, reasons, lines of text, levels, locations, programs, staff. */
import type { ChangeEvent } from "react";
import { useQuery } from "@apollo/client/react";
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { StaffPicker } from "../../../../lib/pickers/StaffPicker";
import type { StaffChoice } from "../../../../lib/pickers/StaffPicker";
import { LEVEL_OF_CARE_OPTIONS } from "./episodeForms";
import { EpisodeProgramsQuery, EpisodeStaffQuery } from "./queries";

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  helperText?: string;
  required?: boolean;
}

/** A TextField's label and value, each change as text, and the problem (if any) in place of the hint. */
function textProps({ label, value, onChange, problem, helperText }: FieldProps) {
  return {
    label,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    error: Boolean(problem),
    helperText: problem ?? helperText,
  };
}

export function DateField(props: FieldProps) {
  return (
    <TextField
      type="date"
      required={props.required}
      {...textProps(props)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A reason in words. Nothing typed or pasted is cut short: the schema's "must be at most …" says so under it. */
export function ReasonField(props: FieldProps) {
  return <TextField required multiline minRows={2} {...textProps(props)} />;
}

/** One line of free text, such as a referral's recipient (as long as the API keeps, or it says so under it). */
export function LineField({ autoFocus, ...props }: FieldProps & { autoFocus?: boolean }) {
  return <TextField required={props.required} autoFocus={autoFocus} {...textProps(props)} />;
}

/** ASAM levels, third and fourth edition under their own headings. */
export function LevelOfCareSelect(props: FieldProps) {
  const items = [3, 4].flatMap((edition) => [
    <ListSubheader key={`edition-${edition}`}>ASAM {edition === 3 ? "3rd" : "4th"} edition</ListSubheader>,
    ...LEVEL_OF_CARE_OPTIONS.filter((level) => level.edition === edition).map((level) => (
      <MenuItem key={level.id} value={level.id}>
        {level.label}
      </MenuItem>
    )),
  ]);
  return (
    <TextField select required {...textProps(props)}>
      {items}
    </TextField>
  );
}

export function LocationSelect({
  options,
  ...props
}: FieldProps & { options: readonly { id: string; name: string }[] }) {
  return (
    <TextField select required {...textProps(props)}>
      {options.map((location) => (
        <MenuItem key={location.id} value={location.id}>
          {location.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The active programs of a location; "None" leaves the client without one. */
export function ProgramSelect({ locationId, ...props }: FieldProps & { locationId: string }) {
  const { data, loading } = useQuery(EpisodeProgramsQuery, { variables: { locationId }, skip: !locationId });
  const programs = data?.programs ?? [];
  // A chosen program stays listed while the list loads, so the field never holds a value it cannot show.
  const known = props.value === "" || programs.some((p) => p.id === props.value);
  return (
    <TextField
      select
      {...textProps({
        ...props,
        value: known ? props.value : "",
        helperText: loading ? "Loading the programs…" : props.helperText,
      })}
      disabled={!locationId}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {programs.map((program) => (
        <MenuItem key={program.id} value={program.id}>
          {program.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Therapists and supervisors who work at the location. */
export function TherapistPicker({
  label = "Primary therapist",
  locationId,
  value,
  onChange,
  problem,
}: {
  label?: string;
  locationId: string;
  value: StaffChoice | null;
  onChange: (next: StaffChoice | null) => void;
  problem?: string;
}) {
  const { data } = useQuery(EpisodeStaffQuery, { variables: { locationId }, skip: !locationId });
  return (
    <StaffPicker
      label={label}
      options={data?.clinicians.results ?? []}
      groupByRole
      value={value}
      onChange={onChange}
      error={Boolean(problem)}
      helperText={problem ?? "Optional; a therapist or supervisor of the location"}
      noOptionsText="No therapist works at this location"
    />
  );
}

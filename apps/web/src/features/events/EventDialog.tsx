import { useId, useState } from "react";
import { useMutation } from "@apollo/client/react";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { EventBody, ROLE_LABELS, STAFF_ROLES } from "@hearth/schema";
import type { StaffRole } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { EventAudienceKind } from "../../__generated__/graphql";
import { checkBody } from "../../lib/forms/checkBody";
import { FormDialog } from "../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../lib/forms/useCheckedSubmit";
import { eventBody } from "./eventView";
import type { EventForm } from "./eventView";

const CreateEventMutation = graphql(`
  mutation CreateEvent($input: EventInput!) {
    createEvent(input: $input) {
      id
      ...EventItem_event
    }
  }
`);

const UpdateEventMutation = graphql(`
  mutation UpdateEvent($id: ID!, $input: EventInput!) {
    updateEvent(id: $id, input: $input) {
      id
      ...EventItem_event
    }
  }
`);

/** The fields that show a problem, by the names the API gives them. */
const FIELDS = {
  labels: {
    title: "Title",
    startsAt: "Starts",
    endsAt: "Ends",
    place: "Place",
    description: "Description",
    audience: "Audience",
  },
};

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/**
 * New event, or edit one (`eventId`). Locations to choose from are the author's own; a supervisor
 * addresses only them (the server enforces it), so "All staff" and unbounded roles are the admin's.
 * Checked with the API's own body before it is sent: each problem, or the server's, shows at its field.
 */
export function EventDialog(props: {
  eventId: string | null;
  initial: EventForm;
  zone: string;
  locations: readonly { id: string; name: string }[];
  /** May address all staff, or a role across the organization (`event:address_organization`). */
  mayAddressOrganization: boolean;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const [form, setForm] = useState(props.initial);
  const [create] = useMutation(CreateEventMutation);
  const [update] = useMutation(UpdateEventMutation);
  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const check = checkBody(EventBody, eventBody(form, props.zone));
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    check,
    async (input) => {
      const saved = props.eventId
        ? (await update({ variables: { id: props.eventId, input } })).data?.updateEvent
        : (await create({ variables: { input } })).data?.createEvent;
      if (saved) props.onSaved(saved.id);
    },
    {
      values: {
        title: form.title,
        allDay: form.allDay,
        startsAt: `${form.startDate} ${form.startTime}`,
        endsAt: `${form.endDate} ${form.endTime}`,
        place: form.place,
        description: form.description,
        audience: `${form.audienceKind} ${form.locationIds.join()} ${form.roles.join()}`,
      },
      fields: FIELDS,
    },
  );
  // The problem of an instant shows under its date until the date is given (and all day long), then under its time.
  const instantProblem = (field: "startsAt" | "endsAt", date: string, part: "date" | "time") => {
    const problem = (part === "date") === (form.allDay || date === "") ? problemOf(field) : undefined;
    return { error: Boolean(problem), helperText: problem };
  };
  // The audience's problem shows where it is answered: under the roles while none is ticked, else the locations.
  const audienceProblem = problemOf("audience");
  const audienceAt =
    form.audienceKind === "all_staff"
      ? "kind"
      : form.audienceKind === "roles" && form.roles.length === 0
        ? "roles"
        : "locations";
  const audienceProblemAt = (where: typeof audienceAt) => (audienceAt === where ? audienceProblem : undefined);

  const needsLocations =
    form.audienceKind === "locations" || (form.audienceKind === "roles" && !props.mayAddressOrganization);
  return (
    <FormDialog
      open
      title={props.eventId ? "Edit event" : "New event"}
      submitLabel={props.eventId ? "Save" : "Create event"}
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={props.onClose}
      noValidate
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={FIELDS.labels.title}
          required
          value={form.title}
          onChange={(e) => set("title", e.target.value)}
          error={Boolean(problemOf("title"))}
          helperText={problemOf("title")}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          autoFocus
        />
        <FormControlLabel
          control={<Checkbox checked={form.allDay} onChange={(e) => set("allDay", e.target.checked)} />}
          label="All day"
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Starts on"
            type="date"
            required
            value={form.startDate}
            onChange={(e) =>
              setForm((f) => ({
                ...f,
                startDate: e.target.value,
                endDate: f.endDate < e.target.value ? e.target.value : f.endDate,
              }))
            }
            {...instantProblem("startsAt", form.startDate, "date")}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          {!form.allDay && (
            <TextField
              label="Start time"
              type="time"
              required
              value={form.startTime}
              onChange={(e) => set("startTime", e.target.value)}
              {...instantProblem("startsAt", form.startDate, "time")}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          )}
        </Stack>
        <Stack direction="row" spacing={2}>
          <TextField
            label="Ends on"
            type="date"
            required
            value={form.endDate}
            onChange={(e) => set("endDate", e.target.value)}
            {...instantProblem("endsAt", form.endDate, "date")}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          {!form.allDay && (
            <TextField
              label="End time"
              type="time"
              required
              value={form.endTime}
              onChange={(e) => set("endTime", e.target.value)}
              {...instantProblem("endsAt", form.endDate, "time")}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          )}
        </Stack>
        <TextField
          label={FIELDS.labels.place}
          value={form.place}
          onChange={(e) => set("place", e.target.value)}
          error={Boolean(problemOf("place"))}
          helperText={problemOf("place")}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={FIELDS.labels.description}
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          error={Boolean(problemOf("description"))}
          helperText={problemOf("description")}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <FormControl error={Boolean(audienceProblemAt("kind"))}>
          <FormLabel id="event-audience-label">Audience</FormLabel>
          <RadioGroup
            row
            aria-labelledby="event-audience-label"
            value={form.audienceKind}
            onChange={(e) => set("audienceKind", e.target.value as EventAudienceKind)}
          >
            <FormControlLabel
              value="all_staff"
              control={<Radio />}
              label="All staff"
              disabled={!props.mayAddressOrganization}
            />
            <FormControlLabel value="locations" control={<Radio />} label="Locations" />
            <FormControlLabel value="roles" control={<Radio />} label="Roles" />
          </RadioGroup>
          {audienceProblemAt("kind") ? (
            <FormHelperText>{audienceProblemAt("kind")}</FormHelperText>
          ) : (
            !props.mayAddressOrganization && (
              <FormHelperText>Clinical directors address the staff of their own locations.</FormHelperText>
            )
          )}
        </FormControl>
        {form.audienceKind === "roles" && (
          <AudienceChoices
            legend="Roles"
            choices={STAFF_ROLES.map((role: StaffRole) => ({ value: role, label: ROLE_LABELS[role] }))}
            picked={form.roles}
            onChange={(roles) => set("roles", roles)}
            problem={audienceProblemAt("roles")}
          />
        )}
        {form.audienceKind !== "all_staff" && (
          <AudienceChoices
            legend={needsLocations ? "Locations" : "Only at these locations (optional)"}
            choices={props.locations.map((l) => ({ value: l.id, label: l.name }))}
            picked={form.locationIds}
            onChange={(locationIds) => set("locationIds", locationIds)}
            problem={audienceProblemAt("locations")}
          />
        )}
      </Stack>
    </FormDialog>
  );
}

/**
 * The roles or the locations an event is for, as checkboxes, with the audience's problem under them; the first
 * box carries it, so a failed Create moves there.
 */
function AudienceChoices<V extends string>(props: {
  legend: string;
  choices: readonly { value: V; label: string }[];
  picked: readonly V[];
  onChange: (picked: V[]) => void;
  problem: string | undefined;
}) {
  const helperId = useId();
  return (
    <FormControl
      component="fieldset"
      error={Boolean(props.problem)}
      aria-describedby={props.problem ? helperId : undefined}
    >
      <FormLabel component="legend">{props.legend}</FormLabel>
      <FormGroup row>
        {props.choices.map((choice, index) => (
          <FormControlLabel
            key={choice.value}
            label={choice.label}
            control={
              <Checkbox
                checked={props.picked.includes(choice.value)}
                onChange={(e) => props.onChange(toggle(props.picked, choice.value, e.target.checked))}
                slotProps={{
                  input: {
                    ...(index === 0 && props.problem ? { "aria-invalid": true, "aria-describedby": helperId } : {}),
                  },
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {props.problem && <FormHelperText id={helperId}>{props.problem}</FormHelperText>}
    </FormControl>
  );
}

import { useState } from "react";
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
import { ROLE_LABELS, STAFF_ROLES } from "@hearth/schema";
import type { StaffRole } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { EventAudienceKind } from "../../__generated__/graphql";
import { messageOf } from "../../lib/errors";
import { FormDialog } from "../../lib/forms/FormDialog";
import type { EventForm } from "./eventView";
import { toEventInput } from "./eventView";

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

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/**
 * New event, or edit one (`eventId`). Locations to choose from are the author's own; a supervisor
 * addresses only them (the server enforces it), so "All staff" and unbounded roles are the admin's.
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
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateEventMutation);
  const [update, updating] = useMutation(UpdateEventMutation);
  const busy = creating.loading || updating.loading;
  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const result = toEventInput(form, props.zone);
    if ("error" in result) return setProblem(result.error);
    setProblem(null);
    try {
      const saved = props.eventId
        ? (await update({ variables: { id: props.eventId, input: result.input } })).data?.updateEvent
        : (await create({ variables: { input: result.input } })).data?.createEvent;
      if (saved) props.onSaved(saved.id);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const needsLocations =
    form.audienceKind === "locations" || (form.audienceKind === "roles" && !props.mayAddressOrganization);
  return (
    <FormDialog
      open
      title={props.eventId ? "Edit event" : "New event"}
      submitLabel={props.eventId ? "Save" : "Create event"}
      busy={busy}
      error={problem}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Title"
          required
          value={form.title}
          onChange={(e) => set("title", e.target.value)}
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
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          )}
        </Stack>
        <TextField
          label="Place"
          value={form.place}
          onChange={(e) => set("place", e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Description"
          value={form.description}
          onChange={(e) => set("description", e.target.value)}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <FormControl>
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
          {!props.mayAddressOrganization && (
            <FormHelperText>Clinical directors address the staff of their own locations.</FormHelperText>
          )}
        </FormControl>
        {form.audienceKind === "roles" && (
          <FormControl component="fieldset">
            <FormLabel component="legend">Roles</FormLabel>
            <FormGroup row>
              {STAFF_ROLES.map((role: StaffRole) => (
                <FormControlLabel
                  key={role}
                  label={ROLE_LABELS[role]}
                  control={
                    <Checkbox
                      checked={form.roles.includes(role)}
                      onChange={(e) => set("roles", toggle(form.roles, role, e.target.checked))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
        {form.audienceKind !== "all_staff" && (
          <FormControl component="fieldset">
            <FormLabel component="legend">
              {needsLocations ? "Locations" : "Only at these locations (optional)"}
            </FormLabel>
            <FormGroup row>
              {props.locations.map((l) => (
                <FormControlLabel
                  key={l.id}
                  label={l.name}
                  control={
                    <Checkbox
                      checked={form.locationIds.includes(l.id)}
                      onChange={(e) => set("locationIds", toggle(form.locationIds, l.id, e.target.checked))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        )}
      </Stack>
    </FormDialog>
  );
}

import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import { CONTACT_RELATIONSHIPS } from "@hearth/schema";
import type { ContactCard_ContactFragment } from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { useFieldRefusal } from "../../../../lib/forms/fieldRefusal";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { RefusalLines } from "../../../../lib/forms/Refusal";
import { CONTACT_FIELDS, checkContact, draftOf } from "./contactForm";
import type { ContactDraft } from "./contactForm";
import { AddClientContactMutation, UpdateClientContactMutation } from "./queries";

/**
 * Add a contact (`contact` null) or edit one: checked as one types with the server's own schema; what
 * the server still refuses (the same person listed twice) shows above the fields in its words.
 */
export function ContactDialog({
  mrNo,
  contact,
  onClose,
  onSaved,
}: {
  mrNo: string;
  contact: ContactCard_ContactFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<ContactDraft>(() => draftOf(contact));
  // A field's problem shows once the person has typed in it, or tried to save.
  const [touched, setTouched] = useState<Set<keyof ContactDraft>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [addContact, added] = useMutation(AddClientContactMutation);
  const [updateContact, updated] = useMutation(UpdateClientContactMutation);
  const check = checkContact(draft);
  const refused = useFieldRefusal(refusal, draft, CONTACT_FIELDS);
  const problemOf = (field: keyof ContactDraft) =>
    (!check.ok && (attempted || touched.has(field)) ? check.problems[field] : undefined) ?? refused.problemOf(field);
  const change = (patch: Partial<ContactDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...(Object.keys(patch) as (keyof ContactDraft)[])]));
  };

  const save = async () => {
    setAttempted(true);
    if (!check.ok) return;
    setRefusal(null);
    refused.sending();
    try {
      if (contact) await updateContact({ variables: { mrNo, contactId: contact.id, input: check.input } });
      else await addContact({ variables: { mrNo, input: check.input } });
      notify(contact ? "Contact saved" : `${check.input.name} added`, "success");
      onSaved();
      onClose();
    } catch (error) {
      setRefusal(error);
    }
  };

  const text = (field: "name" | "phone" | "email" | "address" | "notes", more: object = {}) => (
    <TextField
      label={CONTACT_FIELDS.labels[field]}
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      error={Boolean(problemOf(field))}
      helperText={problemOf(field)}
      {...more}
    />
  );

  return (
    <FormDialog
      open
      title={contact ? `Edit ${contact.name}` : "Add contact"}
      submitLabel={contact ? "Save" : "Add"}
      busy={added.loading || updated.loading}
      error={refused.banner && <RefusalLines {...refused.banner} />}
      onSubmit={() => void save()}
      onClose={onClose}
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        {text("name", { required: true, autoFocus: true })}
        <Autocomplete
          freeSolo
          options={CONTACT_RELATIONSHIPS}
          inputValue={draft.relationship}
          onInputChange={(_event, value) => change({ relationship: value })}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={CONTACT_FIELDS.labels.relationship}
              error={Boolean(problemOf("relationship"))}
              helperText={problemOf("relationship") ?? "Pick one or type another"}
            />
          )}
        />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          {text("phone", { type: "tel" })}
          {text("email", { type: "email" })}
        </Box>
        {text("address", { multiline: true, minRows: 2 })}
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.legalGuardian}
                onChange={(event) => change({ legalGuardian: event.target.checked })}
              />
            }
            label="Legal guardian"
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.emergencyContact}
                onChange={(event) => change({ emergencyContact: event.target.checked })}
              />
            }
            label="Emergency contact"
          />
          <FormControlLabel
            control={
              <Checkbox checked={draft.mayContact} onChange={(event) => change({ mayContact: event.target.checked })} />
            }
            label="May be contacted"
          />
          <FormHelperText sx={{ mt: 0 }}>
            42 CFR Part 2: unless this is ticked, staff may not even confirm to this person that the client is in
            treatment.
          </FormHelperText>
        </FormGroup>
        {text("notes", { multiline: true, minRows: 2 })}
      </Box>
    </FormDialog>
  );
}

import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import {
  CONSENT_EXPIRY_EVENT_LABELS,
  CONSENT_LIMITS,
  DISCLOSURE_CATEGORIES,
  DISCLOSURE_CATEGORY_LABELS,
} from "@hearth/schema";
import type { ConsentSigner } from "@hearth/schema";
import { useShell } from "../../../../app/shell/ShellState";
import { messageOf } from "../../../../lib/errors";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { DateField } from "../episodes/fields";
import { checkConsent, emptyConsent } from "./consentForm";
import type { ConsentDraft } from "./consentForm";
import { AddClientConsentMutation } from "./queries";

type TextKey =
  | "recipientName"
  | "recipientOrganization"
  | "recipientContact"
  | "purpose"
  | "otherInformation"
  | "expiryEventDescription"
  | "signedBy";
const LIMIT: Record<TextKey, number> = {
  recipientName: CONSENT_LIMITS.name,
  recipientOrganization: CONSENT_LIMITS.organization,
  recipientContact: CONSENT_LIMITS.contact,
  purpose: CONSENT_LIMITS.purpose,
  otherInformation: CONSENT_LIMITS.otherInformation,
  expiryEventDescription: CONSENT_LIMITS.expiryEvent,
  signedBy: CONSENT_LIMITS.name,
};

/** "Add consent": the consent as the client (or guardian) signed it, checked as one types with the server's schema. */
export function ConsentDialog({ mrNo, onClose, onSaved }: { mrNo: string; onClose: () => void; onSaved: () => void }) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<ConsentDraft>(emptyConsent);
  const [touched, setTouched] = useState<Set<keyof ConsentDraft>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [addConsent, added] = useMutation(AddClientConsentMutation);
  const check = checkConsent(draft);
  const problemOf = (field: keyof ConsentDraft) =>
    !check.ok && (attempted || touched.has(field)) ? check.problems[field] : undefined;
  const change = (patch: Partial<ConsentDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...(Object.keys(patch) as (keyof ConsentDraft)[])]));
  };

  const save = async () => {
    setAttempted(true);
    if (!check.ok) return;
    setServerError(null);
    try {
      await addConsent({ variables: { mrNo, input: check.input } });
      notify(`Consent to ${check.input.recipientName} recorded`, "success");
      onSaved();
      onClose();
    } catch (error) {
      setServerError(messageOf(error));
    }
  };

  const text = (field: TextKey, label: string, more: object = {}) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      error={Boolean(problemOf(field))}
      helperText={problemOf(field)}
      slotProps={{ htmlInput: { maxLength: LIMIT[field] } }}
      {...more}
    />
  );
  const toggle = (category: ConsentDraft["categories"][number], on: boolean) =>
    change({
      categories: on
        ? DISCLOSURE_CATEGORIES.filter((c) => c === category || draft.categories.includes(c))
        : draft.categories.filter((c) => c !== category),
    });

  return (
    <FormDialog
      open
      title="Add consent to disclose"
      submitLabel="Add consent"
      busy={added.loading}
      error={serverError}
      onSubmit={() => void save()}
      onClose={onClose}
      maxWidth="md"
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          {text("recipientName", "Recipient", { required: true, autoFocus: true })}
          {text("recipientOrganization", "Organization")}
        </Box>
        {text("recipientContact", "Address or contact")}
        {text("purpose", "Purpose of the disclosure", { required: true, multiline: true, minRows: 2 })}
        <FormControl error={Boolean(problemOf("categories"))} component="fieldset">
          <FormLabel component="legend">What may be disclosed</FormLabel>
          <FormGroup sx={{ display: "grid", gridTemplateColumns: { sm: "1fr 1fr 1fr" } }}>
            {DISCLOSURE_CATEGORIES.map((category) => (
              <FormControlLabel
                key={category}
                control={
                  <Checkbox
                    checked={draft.categories.includes(category)}
                    onChange={(event) => toggle(category, event.target.checked)}
                  />
                }
                label={DISCLOSURE_CATEGORY_LABELS[category]}
              />
            ))}
          </FormGroup>
          {problemOf("categories") && <FormHelperText>{problemOf("categories")}</FormHelperText>}
        </FormControl>
        {text("otherInformation", "In the consent's words", {
          multiline: true,
          minRows: 2,
          required: draft.categories.includes("other"),
        })}
        <FormControl component="fieldset">
          <FormLabel component="legend">Expires</FormLabel>
          <RadioGroup
            row
            value={draft.expiry}
            onChange={(event) => change({ expiry: event.target.value as ConsentDraft["expiry"] })}
          >
            <FormControlLabel value="date" control={<Radio />} label="On a date" />
            <FormControlLabel value="discharge" control={<Radio />} label={CONSENT_EXPIRY_EVENT_LABELS.discharge} />
            <FormControlLabel value="other" control={<Radio />} label={CONSENT_EXPIRY_EVENT_LABELS.other} />
          </RadioGroup>
          {draft.expiry === "discharge" && (
            <FormHelperText>Discharging the client ends the consent: it is then recorded as expired.</FormHelperText>
          )}
        </FormControl>
        {draft.expiry === "date" && (
          <DateField
            label="Expiry date"
            required
            value={draft.expiresOn}
            onChange={(expiresOn) => change({ expiresOn })}
            problem={problemOf("expiresOn")}
          />
        )}
        {draft.expiry === "other" &&
          text("expiryEventDescription", "The event that ends it", {
            required: true,
            placeholder: "When the court case closes",
            helperText:
              problemOf("expiryEventDescription") ??
              "When it happens, record it with “Event occurred” on the consent: it then expires.",
          })}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { sm: "1fr 1fr 1fr" }, alignItems: "start" }}>
          <DateField
            label="Signed on"
            required
            value={draft.signedOn}
            onChange={(signedOn) => change({ signedOn })}
            problem={problemOf("signedOn")}
          />
          {text("signedBy", "Signed by", { required: true })}
          <RadioGroup
            value={draft.signer}
            onChange={(event) => change({ signer: event.target.value as ConsentSigner })}
            aria-label="Who signed"
          >
            <FormControlLabel value="client" control={<Radio />} label="The client" />
            <FormControlLabel value="guardian" control={<Radio />} label="Guardian or representative" />
          </RadioGroup>
        </Box>
      </Box>
    </FormDialog>
  );
}

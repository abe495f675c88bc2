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
import { CONSENT_EXPIRY_EVENT_LABELS, DISCLOSURE_CATEGORIES, DISCLOSURE_CATEGORY_LABELS } from "@hearth/schema";
import type { ConsentSigner } from "@hearth/schema";
import { useShell } from "../../../../app/shell/ShellState";
import { useFieldRefusal } from "../../../../lib/forms/fieldRefusal";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { RefusalLines } from "../../../../lib/forms/Refusal";
import { DateField } from "../episodes/fields";
import { checkConsent, emptyConsent } from "./consentForm";
import type { ConsentDraft } from "./consentForm";
import { AddClientConsentMutation } from "./queries";

/** The fields that show a problem, by the API's names, with their labels. */
const FIELDS = {
  labels: {
    recipientName: "Recipient",
    recipientOrganization: "Organization",
    recipientContact: "Address or contact",
    purpose: "Purpose of the disclosure",
    categories: "What may be disclosed",
    otherInformation: "In the consent's words",
    expiresOn: "Expiry date",
    expiryEventDescription: "The event that ends it",
    signedOn: "Signed on",
    signedBy: "Signed by",
  },
};
type TextKey = Exclude<keyof typeof FIELDS.labels, "categories" | "expiresOn" | "signedOn">;

/** "Add consent": the consent as the client (or guardian) signed it, checked as one types with the server's schema. */
export function ConsentDialog({ mrNo, onClose, onSaved }: { mrNo: string; onClose: () => void; onSaved: () => void }) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<ConsentDraft>(emptyConsent);
  const [touched, setTouched] = useState<Set<keyof ConsentDraft>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [addConsent, added] = useMutation(AddClientConsentMutation);
  const check = checkConsent(draft);
  const refused = useFieldRefusal(refusal, draft, FIELDS);
  const problemOf = (field: keyof ConsentDraft) =>
    (!check.ok && (attempted || touched.has(field)) ? check.problems[field] : undefined) ?? refused.problemOf(field);
  const change = (patch: Partial<ConsentDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...(Object.keys(patch) as (keyof ConsentDraft)[])]));
  };

  const save = async () => {
    setAttempted(true);
    if (!check.ok) return;
    setRefusal(null);
    refused.sending();
    try {
      await addConsent({ variables: { mrNo, input: check.input } });
      notify(`Consent to ${check.input.recipientName} recorded`, "success");
      onSaved();
      onClose();
    } catch (error) {
      setRefusal(error);
    }
  };

  const text = (field: TextKey, more: object = {}) => (
    <TextField
      label={FIELDS.labels[field]}
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      error={Boolean(problemOf(field))}
      helperText={problemOf(field)}
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
      error={refused.banner && <RefusalLines {...refused.banner} />}
      onSubmit={() => void save()}
      onClose={onClose}
      maxWidth="md"
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          {text("recipientName", { required: true, autoFocus: true })}
          {text("recipientOrganization")}
        </Box>
        {text("recipientContact")}
        {text("purpose", { required: true, multiline: true, minRows: 2 })}
        <FormControl error={Boolean(problemOf("categories"))} component="fieldset">
          <FormLabel component="legend">{FIELDS.labels.categories}</FormLabel>
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
        {text("otherInformation", {
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
            label={FIELDS.labels.expiresOn}
            required
            value={draft.expiresOn}
            onChange={(expiresOn) => change({ expiresOn })}
            problem={problemOf("expiresOn")}
          />
        )}
        {draft.expiry === "other" &&
          text("expiryEventDescription", {
            required: true,
            placeholder: "When the court case closes",
            helperText:
              problemOf("expiryEventDescription") ??
              "When it happens, record it with “Event occurred” on the consent: it then expires.",
          })}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { sm: "1fr 1fr 1fr" }, alignItems: "start" }}>
          <DateField
            label={FIELDS.labels.signedOn}
            required
            value={draft.signedOn}
            onChange={(signedOn) => change({ signedOn })}
            problem={problemOf("signedOn")}
          />
          {text("signedBy", { required: true })}
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

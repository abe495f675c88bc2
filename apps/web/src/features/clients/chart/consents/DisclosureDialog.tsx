import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import {
  DISCLOSURE_CATEGORIES,
  DISCLOSURE_CATEGORY_LABELS,
  DISCLOSURE_METHODS,
  DISCLOSURE_METHOD_LABELS,
  DOCUMENT_CATEGORY_LABELS,
  FILE_TYPE_NAMES,
  PART2_REDISCLOSURE_NOTICE,
} from "@hearth/schema";
import type { DisclosureMethod, StoredFileType } from "@hearth/schema";
import type {
  ConsentCard_ConsentFragment,
  DisclosureDocumentsQuery as Documents,
} from "../../../../__generated__/graphql";
import { useShell } from "../../../../app/shell/ShellState";
import { FormDialog } from "../../../../lib/forms/FormDialog";
import { useCheckedSubmit } from "../../../../lib/forms/useCheckedSubmit";
import { Picker } from "../../../../lib/pickers/Picker";
import { calendarDateText } from "../../clientFormat";
import { DateField } from "../episodes/fields";
import { checkDisclosure, consentsInForceOn, coveredCategories, emptyDisclosure } from "./consentForm";
import type { DisclosureDraft } from "./consentForm";
import { DisclosureDocumentsQuery, RecordClientDisclosureMutation } from "./queries";

/** The fields that show a problem, by the API's names, with their labels. */
const FIELDS = {
  labels: {
    disclosedOn: "Disclosed on",
    consentId: "Under the consent to",
    categories: "What was disclosed",
    description: "Details",
    method: "How",
    documentIds: "Documents released",
  },
};

type ChartDocument = Documents["clientDocuments"][number];

const documentLabel = (d: ChartDocument) =>
  `${d.title} (${DOCUMENT_CATEGORY_LABELS[d.category]}, ${FILE_TYPE_NAMES[d.contentType as StoredFileType] ?? d.contentType})`;

const consentLabel = (c: ConsentCard_ConsentFragment) =>
  `${c.recipientName}${c.recipientOrganization ? `, ${c.recipientOrganization}` : ""} (signed ${calendarDateText(c.signedOn)})`;

/**
 * "Record disclosure": offers only the consents in force on the disclosure's date, and of the chosen one
 * only the categories it covers, and the chart's documents to release with it (its release packet);
 * shows the notice that must go with the records.
 */
export function DisclosureDialog({
  mrNo,
  consents,
  consentId,
  onClose,
  onSaved,
}: {
  mrNo: string;
  consents: readonly ConsentCard_ConsentFragment[];
  /** The consent to start with (its card's button). */
  consentId?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { notify } = useShell();
  const [draft, setDraft] = useState<DisclosureDraft>(() => emptyDisclosure(consentId));
  const [record] = useMutation(RecordClientDisclosureMutation);
  const documents = useQuery(DisclosureDocumentsQuery, { variables: { mrNo } });
  const offeredDocuments = documents.data?.clientDocuments ?? [];
  const offered = consentsInForceOn(consents, draft.disclosedOn);
  const consent = offered.find((c) => c.id === draft.consentId);
  const categories = consent ? coveredCategories(consent, DISCLOSURE_CATEGORIES) : [];
  const { problemOf, error, busy, submit } = useCheckedSubmit(
    checkDisclosure(draft, consents),
    async (input) => {
      await record({ variables: { mrNo, input } });
      notify("Disclosure recorded", "success");
      onSaved();
      onClose();
    },
    { values: draft, fields: FIELDS },
  );
  const change = (patch: Partial<DisclosureDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <FormDialog
      open
      title="Record disclosure"
      submitLabel="Record"
      busy={busy}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      noValidate
    >
      <Box sx={{ display: "grid", gap: 2, pt: 1 }}>
        <DateField
          label={FIELDS.labels.disclosedOn}
          required
          value={draft.disclosedOn}
          onChange={(disclosedOn) => change({ disclosedOn })}
          problem={problemOf("disclosedOn")}
        />
        <TextField
          select
          required
          label={FIELDS.labels.consentId}
          value={consent ? consent.id : ""}
          onChange={(event) => change({ consentId: event.target.value, categories: [] })}
          error={Boolean(problemOf("consentId"))}
          helperText={
            problemOf("consentId") ??
            (offered.length ? "Only consents in force on that date" : "No consent was in force on that date")
          }
        >
          {offered.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {consentLabel(c)}
            </MenuItem>
          ))}
        </TextField>
        {consent && (
          <FormControl error={Boolean(problemOf("categories"))} component="fieldset">
            <FormLabel component="legend">{FIELDS.labels.categories}</FormLabel>
            <FormGroup sx={{ display: "grid", gridTemplateColumns: { sm: "1fr 1fr 1fr" } }}>
              {categories.map((category) => (
                <FormControlLabel
                  key={category}
                  control={
                    <Checkbox
                      checked={draft.categories.includes(category)}
                      onChange={(event) =>
                        change({
                          categories: event.target.checked
                            ? categories.filter((c) => c === category || draft.categories.includes(c))
                            : draft.categories.filter((c) => c !== category),
                        })
                      }
                    />
                  }
                  label={DISCLOSURE_CATEGORY_LABELS[category]}
                />
              ))}
            </FormGroup>
            {problemOf("categories") && <FormHelperText>{problemOf("categories")}</FormHelperText>}
          </FormControl>
        )}
        <TextField
          label={FIELDS.labels.description}
          multiline
          minRows={2}
          value={draft.description}
          onChange={(event) => change({ description: event.target.value })}
          error={Boolean(problemOf("description"))}
          helperText={problemOf("description") ?? "e.g. discharge summary of 03-12-2027, two pages"}
        />
        <Picker<ChartDocument>
          multiple
          hidePicked
          label={FIELDS.labels.documentIds}
          options={offeredDocuments}
          loading={documents.loading}
          // In the order picked: the packet's order.
          value={draft.documentIds.flatMap((id) => offeredDocuments.find((d) => d.id === id) ?? [])}
          onChange={(picked) => change({ documentIds: picked.map((d) => d.id) })}
          optionLabel={documentLabel}
          noOptionsText={documents.error ? "The documents could not be loaded" : "No documents in the chart"}
          error={Boolean(problemOf("documentIds"))}
          helperText={
            problemOf("documentIds") ??
            "Optional: sent in the release packet, each page stamped with the notice's short form"
          }
        />
        <TextField
          select
          required
          label={FIELDS.labels.method}
          value={draft.method}
          onChange={(event) => change({ method: event.target.value as DisclosureMethod })}
          error={Boolean(problemOf("method"))}
          helperText={problemOf("method")}
        >
          {DISCLOSURE_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {DISCLOSURE_METHOD_LABELS[method]}
            </MenuItem>
          ))}
        </TextField>
        <Alert severity="warning" icon={false} sx={{ typography: "caption" }}>
          <strong>Send this notice with the records (42 CFR §2.32):</strong> {PART2_REDISCLOSURE_NOTICE}
        </Alert>
      </Box>
    </FormDialog>
  );
}

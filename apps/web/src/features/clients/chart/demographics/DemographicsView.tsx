/** One version of a client's demographics, read-only, in the form's sections; the fields it changed marked. */
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { DEMOGRAPHIC_FIELD_LABELS } from "@hearth/schema";
import type { DemographicField } from "@hearth/schema";
import type { DemographicsVersion_DemographicsFragment } from "../../../../__generated__/graphql";
import { valueText } from "./demographicsForm";

const SECTIONS: { title: string; fields: DemographicField[] }[] = [
  {
    title: "Identity",
    fields: [
      "firstName",
      "middleName",
      "lastName",
      "preferredName",
      "dateOfBirth",
      "sexAssignedAtBirth",
      "genderIdentity",
      "pronouns",
      "preferredLanguage",
    ],
  },
  { title: "Contact", fields: ["phone", "email"] },
  { title: "Address", fields: ["addressLine1", "addressLine2", "city", "state", "postalCode"] },
  {
    title: "Emergency contact",
    fields: ["emergencyContactName", "emergencyContactRelationship", "emergencyContactPhone"],
  },
  { title: "Referral source", fields: ["referralSource"] },
];

export function DemographicsView({
  version,
  markChanges = false,
}: {
  version: DemographicsVersion_DemographicsFragment;
  /** Marks the fields this version changed from the one before. */
  markChanges?: boolean;
}) {
  const changed = new Set(markChanges ? version.changedFields : []);
  return (
    <Box>
      {SECTIONS.map((section) => (
        <Box key={section.title} component="section" sx={{ mb: 2 }} aria-label={section.title}>
          <Typography variant="h3" sx={{ fontSize: "1rem", fontWeight: 600, mb: 1 }}>
            {section.title}
          </Typography>
          <Box
            component="dl"
            sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 1.5, m: 0 }}
          >
            {section.fields.map((field) => (
              <Box key={field} data-field={field} data-changed={changed.has(field) || undefined}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {DEMOGRAPHIC_FIELD_LABELS[field]}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {valueText(field, version[field])}
                  {changed.has(field) && (
                    <Chip label="Changed" size="small" color="warning" variant="outlined" sx={{ ml: 1 }} />
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

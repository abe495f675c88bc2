import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ContactCard_ContactFragment } from "../../../../__generated__/graphql";
import { displayDate } from "../../../../lib/dates";

/** Who added (and last changed, and maybe removed) the contact, and when. */
function provenance(contact: ContactCard_ContactFragment): string {
  const by = (person: { fullname: string } | null | undefined) => (person ? ` by ${person.fullname}` : "");
  const parts = [`Added${by(contact.createdBy)} on ${displayDate(contact.createdAt)}`];
  if (contact.updatedAt !== contact.createdAt)
    parts.push(`changed${by(contact.updatedBy)} on ${displayDate(contact.updatedAt)}`);
  if (contact.removedAt) parts.push(`removed${by(contact.removedBy)} on ${displayDate(contact.removedAt)}`);
  return parts.join("; ");
}

/** One contact: name and relationship, the flags as chips, how to reach them; Edit and Remove for those who may. */
export function ContactCard({
  contact,
  onEdit,
  onRemove,
}: {
  contact: ContactCard_ContactFragment;
  /** Absent: the viewer may not change contacts (or the contact was removed). */
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  const removed = contact.removedAt !== null && contact.removedAt !== undefined;
  const titleId = `contact-${contact.id}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ p: 2, display: "grid", gap: 1, ...(removed ? { bgcolor: "action.hover" } : {}) }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 1 }}>
        <Typography id={titleId} variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 600 }}>
          {contact.name}
        </Typography>
        <Typography color="text.secondary">{contact.relationship}</Typography>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {removed && <Chip size="small" label="Removed" />}
        {contact.legalGuardian && <Chip size="small" color="primary" label="Guardian" />}
        {contact.emergencyContact && <Chip size="small" color="error" variant="outlined" label="Emergency contact" />}
        {contact.mayContact ? (
          <Chip size="small" color="success" variant="outlined" label="May be contacted" />
        ) : (
          <Chip size="small" color="warning" label="Do not contact" />
        )}
      </Box>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5 }}>
        {(
          [
            ["Phone", contact.phone],
            ["E-mail", contact.email],
            ["Address", contact.address],
            ["Notes", contact.notes],
          ] as const
        )
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: "pre-line" }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {provenance(contact)}
      </Typography>
      {(onEdit || onRemove) && (
        <Box sx={{ display: "flex", gap: 1 }}>
          {onEdit && (
            <Button size="small" onClick={onEdit} aria-label={`Edit ${contact.name}`}>
              Edit
            </Button>
          )}
          {onRemove && (
            <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${contact.name}`}>
              Remove
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

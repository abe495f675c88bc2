import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import AlarmIcon from "@mui/icons-material/Alarm";
import { Link as RouterLink } from "react-router";
import { graphql } from "../../../__generated__";
import type { ReminderItem_ReminderFragment } from "../../../__generated__/graphql";
import { reminderTimeText } from "./reminderTimes";

export const ReminderItemFragment = graphql(`
  fragment ReminderItem_reminder on Reminder {
    id
    subjectLabel
    link
    remindAt
    note
    firedAt
  }
`);

/** One reminder: what it is about (a link to it), when, the note, and Cancel while it is upcoming. */
export function ReminderItem({
  reminder,
  onCancel,
}: {
  reminder: ReminderItem_ReminderFragment;
  onCancel: (() => void) | null;
}) {
  return (
    <ListItem divider sx={{ gap: 2, alignItems: "flex-start" }}>
      <AlarmIcon color={reminder.firedAt ? "disabled" : "primary"} sx={{ mt: 0.5 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={reminder.link} sx={{ fontWeight: 500 }}>
          {reminder.subjectLabel}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {reminder.firedAt ? `Reminded ${reminderTimeText(reminder.firedAt)}` : reminderTimeText(reminder.remindAt)}
        </Typography>
        {reminder.note && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {reminder.note}
          </Typography>
        )}
      </Box>
      {onCancel && (
        <Button color="error" onClick={onCancel} aria-label={`Cancel the reminder for ${reminder.subjectLabel}`}>
          Cancel
        </Button>
      )}
    </ListItem>
  );
}

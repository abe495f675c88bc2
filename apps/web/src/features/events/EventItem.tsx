import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import PlaceIcon from "@mui/icons-material/Place";
import { graphql } from "../../__generated__";
import type { EventItem_EventFragment } from "../../__generated__/graphql";
import { audienceChips, timeRange } from "./eventView";

export const EventItemFragment = graphql(`
  fragment EventItem_event on OrgEvent {
    id
    title
    description
    startsAt
    endsAt
    allDay
    place
    cancelled
    canManage
    audience {
      kind
      locations {
        id
        name
      }
      roles
    }
  }
`);

/** What just changed live, shown on the item until the highlight fades. */
export type EventHighlight = "new" | "changed";

/** One event of the list: time range, title, place, audience, description, and its actions for who manages it. */
export function EventItem({
  event,
  zone,
  highlight,
  onEdit,
  onCancel,
}: {
  event: EventItem_EventFragment;
  zone: string;
  highlight?: EventHighlight | undefined;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const titleId = `event-${event.id}-title`;
  return (
    <ListItem
      aria-labelledby={titleId}
      divider
      sx={{
        alignItems: "flex-start",
        gap: 2,
        flexWrap: "wrap",
        bgcolor: highlight ? "action.selected" : undefined,
        transition: "background-color 0.6s",
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170, pt: 0.25 }}>
        {timeRange(event, zone)}
      </Typography>
      <Box sx={{ flex: "1 1 320px", minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h3"
            sx={{ textDecoration: event.cancelled ? "line-through" : undefined }}
          >
            {event.title}
          </Typography>
          {event.cancelled && <Chip size="small" color="error" variant="outlined" label="Cancelled" />}
          {highlight && <Chip size="small" color="primary" label={highlight === "new" ? "New event" : "Updated"} />}
        </Stack>
        {event.place && (
          <Typography variant="body2" color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
            <PlaceIcon fontSize="inherit" aria-hidden />
            {event.place}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} sx={{ my: 0.5, flexWrap: "wrap", rowGap: 0.5 }} aria-label="Audience">
          {audienceChips(event.audience).map((label) => (
            <Chip key={label} size="small" label={label} />
          ))}
        </Stack>
        {event.description && (
          <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
            {event.description}
          </Typography>
        )}
      </Box>
      {event.canManage && (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={onEdit} aria-label={`Edit ${event.title}`}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={onCancel} aria-label={`Cancel ${event.title}`}>
            Cancel event
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

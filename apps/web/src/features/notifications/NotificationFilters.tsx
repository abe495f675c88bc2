import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { NotificationType } from "../../__generated__/graphql";
import { DEFAULT_NOTIFICATION_FILTER, isFiltered, typeOptions } from "./notificationFilter";
import type { NotificationFilterState } from "./notificationFilter";
import type { NotificationCounts } from "./useNotificationCounts";

/** The empty choice ("All types") shows as a value, not as a blank under the label. */
const EMPTY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Read state (All / Unread) and type, each type with its count. */
export function NotificationFilters({
  filter,
  counts,
  onChange,
}: {
  filter: NotificationFilterState;
  counts: NotificationCounts | undefined;
  onChange: (next: NotificationFilterState) => void;
}) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.unreadOnly ? "unread" : "all"}
        // A click on the chosen button answers null: the choice stays.
        onChange={(_event, value: "all" | "unread" | null) =>
          value && onChange({ ...filter, unreadOnly: value === "unread" })
        }
        aria-label="Read state"
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="unread">Unread</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Type"
        value={filter.type}
        onChange={(event) => onChange({ ...filter, type: event.target.value as NotificationType | "" })}
        sx={{ minWidth: 240 }}
        slotProps={EMPTY_SHOWN}
      >
        {typeOptions(counts, filter).map((option) => (
          <MenuItem key={option.type || "all"} value={option.type}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {isFiltered(filter) && (
        <Button onClick={() => onChange({ ...DEFAULT_NOTIFICATION_FILTER })}>Clear filters</Button>
      )}
    </Box>
  );
}

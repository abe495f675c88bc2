import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCurrentLocation } from "../session/CurrentLocation";
import { useSessionUser } from "../session/SessionContext";

/**
 * Which of the user's locations they work in now: in the top bar on wide screens (`onBar`, light on
 * the bar's colour), in the navigation drawer on phones and tablets.
 */
export function LocationSwitcher({ onBar = false }: { onBar?: boolean }) {
  const me = useSessionUser();
  const { location, setLocationId } = useCurrentLocation();
  if (!location) return null;
  if (me.locations.length === 1) return <Typography variant="body2">{location.name}</Typography>;
  return (
    <TextField
      select
      size="small"
      label="Location"
      value={location.id}
      onChange={(event) => setLocationId(event.target.value)}
      sx={onBar ? onBarSx : { width: "100%" }}
    >
      {me.locations.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const onBarSx = {
  minWidth: 200,
  "& .MuiInputBase-root": { color: "inherit", bgcolor: "rgba(255,255,255,0.12)" },
  "& .MuiInputLabel-root, & .MuiSvgIcon-root": { color: "inherit" },
  "& .MuiOutlinedInput-notchedOutline": { borderColor: "rgba(255,255,255,0.4)" },
} as const;

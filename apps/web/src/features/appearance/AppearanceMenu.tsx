import { useState } from "react";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Popover from "@mui/material/Popover";
import Select from "@mui/material/Select";
import Switch from "@mui/material/Switch";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import PaletteIcon from "@mui/icons-material/Palette";
import { FONT_SIZES, TABLE_SPACINGS } from "./appearance";
import type { ThemeName } from "./appearance";
import { useAppearance } from "./AppearanceContext";

const SPACING_LABELS: Record<number, string> = { 1: "1 (tight)", 2: "2", 3: "3 (standard)", 4: "4", 5: "5 (roomy)" };

/** Appearance settings (§3) from the top bar; each change applies at once and is saved for this user. */
export function AppearanceMenu() {
  const { appearance, update } = useAppearance();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Appearance">
        <IconButton
          color="inherit"
          aria-label="Appearance"
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <Box role="dialog" aria-label="Appearance settings" sx={{ p: 2, display: "grid", gap: 2, width: 260 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Appearance
          </Typography>
          <FormControl size="small">
            <InputLabel id="appearance-theme">Theme</InputLabel>
            <Select
              labelId="appearance-theme"
              label="Theme"
              value={appearance.theme}
              onChange={(e) => update({ theme: e.target.value as ThemeName })}
            >
              <MenuItem value="default">Default</MenuItem>
              <MenuItem value="dark">Dark</MenuItem>
            </Select>
          </FormControl>
          <FormControl size="small">
            <InputLabel id="appearance-size">Font size</InputLabel>
            <Select
              labelId="appearance-size"
              label="Font size"
              value={appearance.size}
              onChange={(e) => update({ size: Number(e.target.value) })}
            >
              {FONT_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {size} px
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small">
            <InputLabel id="appearance-spacing">Table spacing</InputLabel>
            <Select
              labelId="appearance-spacing"
              label="Table spacing"
              value={appearance.tableSpacing}
              onChange={(e) => update({ tableSpacing: Number(e.target.value) })}
            >
              {TABLE_SPACINGS.map((spacing) => (
                <MenuItem key={spacing} value={spacing}>
                  {SPACING_LABELS[spacing]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            control={
              <Switch checked={appearance.transparent} onChange={(e) => update({ transparent: e.target.checked })} />
            }
            label="Transparent surfaces"
          />
        </Box>
      </Popover>
    </>
  );
}

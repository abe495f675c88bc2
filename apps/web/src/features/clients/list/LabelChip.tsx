import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import type { ChipProps } from "@mui/material/Chip";
import { CLIENT_STATUS_LABELS, LABEL_COLOR_STYLES } from "@hearth/schema";
import type { ClientStatus, LabelColor } from "@hearth/schema";

/** A label as every screen shows it: its name on its palette colour. */
export function LabelChip({
  label,
  ...props
}: { label: { name: string; color: LabelColor; archived?: boolean } } & Omit<ChipProps, "label" | "color">) {
  const swatch = LABEL_COLOR_STYLES[label.color];
  return (
    <Chip
      size="small"
      {...props}
      label={label.archived ? `${label.name} (archived)` : label.name}
      sx={[
        {
          bgcolor: swatch.hex,
          color: "#fff",
          fontWeight: 500,
          "& .MuiChip-deleteIcon": { color: "rgba(255,255,255,0.8)" },
        },
        label.archived ? { opacity: 0.6 } : false,
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    />
  );
}

export function LabelChips({ labels }: { labels: readonly { id: string; name: string; color: LabelColor }[] }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, py: 0.5 }}>
      {labels.map((label) => (
        <LabelChip key={label.id} label={label} />
      ))}
    </Box>
  );
}

const STATUS_COLOURS: Record<ClientStatus, ChipProps["color"]> = {
  pending_admission: "warning",
  active: "success",
  discharged: "default",
};

export function StatusChip({ status }: { status: ClientStatus }) {
  return (
    <Chip
      size="small"
      variant={status === "active" ? "filled" : "outlined"}
      color={STATUS_COLOURS[status]}
      label={CLIENT_STATUS_LABELS[status]}
    />
  );
}

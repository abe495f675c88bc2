import type { ComponentType } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { SvgIconProps } from "@mui/material/SvgIcon";

/** What a list says when it has nothing to show: why, and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  detail,
}: {
  icon: ComponentType<SvgIconProps>;
  title: string;
  detail: string;
}) {
  return (
    <Box sx={{ textAlign: "center", px: 3, py: 6 }}>
      <Icon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h2" sx={{ fontSize: "1.1rem", mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {detail}
      </Typography>
    </Box>
  );
}

import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** Shown while a route's code or the session check is on its way. */
export function PageLoading({ label = "Loading" }: { label?: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", alignItems: "center", minHeight: "40vh" }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

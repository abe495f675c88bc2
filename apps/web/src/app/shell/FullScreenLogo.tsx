import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;

/** The full-screen rotating logo while the app loads (§2); index.html shows the same before scripts run. */
export function FullScreenLogo() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading Hearth"
      sx={{
        position: "fixed",
        inset: 0,
        display: "grid",
        placeItems: "center",
        bgcolor: "background.default",
        zIndex: 2000,
      }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        sx={{
          width: 72,
          height: 72,
          animation: `${spin} 1.2s linear infinite`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
        }}
      />
    </Box>
  );
}

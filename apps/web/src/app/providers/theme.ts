import { createTheme } from "@mui/material/styles";

/** The default appearance (§3: theme "default", font size 14). Dark and user-sized themes come with the shell. */
export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#3d5a80" },
    secondary: { main: "#b5543c" },
    background: { default: "#f5f6f8" },
  },
  typography: {
    fontSize: 14,
    fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: "1.75rem", fontWeight: 600 },
    h2: { fontSize: "1.35rem", fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
});

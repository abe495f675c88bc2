import type {} from "@mui/x-data-grid/themeAugmentation";
import { alpha, createTheme } from "@mui/material/styles";
import type { Theme } from "@mui/material/styles";
import { cellPaddingY, DEFAULT_APPEARANCE, gridDensity } from "../../features/appearance/appearance";
import type { Appearance } from "../../features/appearance/appearance";

/** §9: modals open and close in 300 ms, their backdrop fades in 150 ms. */
export const MODAL_TRANSITION_MS = 300;
export const BACKDROP_TRANSITION_MS = 150;

/** The theme for a person's appearance (§3): default or dark, transparent surfaces, font size, table spacing. */
export function createAppTheme(appearance: Appearance = DEFAULT_APPEARANCE): Theme {
  const dark = appearance.theme === "dark";
  const paper = dark ? "#1c232d" : "#ffffff";
  return createTheme({
    palette: {
      mode: dark ? "dark" : "light",
      primary: { main: dark ? "#8fb3e0" : "#3d5a80" },
      secondary: { main: dark ? "#e0876f" : "#b5543c" },
      background: { default: dark ? "#121820" : "#f5f6f8", paper: appearance.transparent ? alpha(paper, 0.72) : paper },
    },
    typography: {
      fontSize: appearance.size,
      fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
      // Headings grow and shrink with the chosen size like the rest of the text.
      h1: { fontSize: `${(1.75 * appearance.size) / 14}rem`, fontWeight: 600 },
      h2: { fontSize: `${(1.35 * appearance.size) / 14}rem`, fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiDialog: {
        defaultProps: {
          transitionDuration: MODAL_TRANSITION_MS,
          slotProps: { backdrop: { transitionDuration: BACKDROP_TRANSITION_MS } },
        },
      },
      MuiPaper: appearance.transparent ? { styleOverrides: { root: { backdropFilter: "blur(8px)" } } } : {},
      MuiTableCell: {
        styleOverrides: {
          root: {
            paddingTop: cellPaddingY(appearance.tableSpacing),
            paddingBottom: cellPaddingY(appearance.tableSpacing),
          },
        },
      },
      MuiDataGrid: { defaultProps: { density: gridDensity(appearance.tableSpacing) } },
    },
  });
}

/** The default appearance, for tests and pages before sign-in. */
export const theme = createAppTheme();

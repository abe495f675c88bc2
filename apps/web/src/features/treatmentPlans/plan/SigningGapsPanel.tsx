import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

/** "Before signing": what the plan still lacks, worked out as it is written; the server checks again when it is signed. */
export function SigningGapsPanel({ gaps }: { gaps: readonly string[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="plan-gaps-title" sx={{ p: 2 }}>
      <Typography id="plan-gaps-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Before signing
      </Typography>
      {gaps.length === 0 ? (
        <Alert severity="success">Nothing is missing: the plan is ready to sign.</Alert>
      ) : (
        <Box component="ul" aria-label="Before signing" sx={{ m: 0, pl: 2.5 }}>
          {gaps.map((gap) => (
            <Typography component="li" variant="body2" key={gap} sx={{ mb: 0.5 }}>
              {gap}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}

import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { DEMOGRAPHIC_FIELD_LABELS } from "@hearth/schema";
import type { DemographicField } from "@hearth/schema";
import type { DemographicsVersion_DemographicsFragment } from "../../../../__generated__/graphql";
import { LoadError } from "../../../../app/pages/LoadError";
import { PageLoading } from "../../../../app/pages/PageLoading";
import { displayDateTimeWithZone } from "../../../../lib/dates";
import { DemographicsEditForm } from "./DemographicsEditForm";
import { DemographicsView } from "./DemographicsView";
import { ClientDemographicsQuery } from "./queries";
import { useChartCan } from "../chartAccess";

type Version = DemographicsVersion_DemographicsFragment;

/** "Dana Whitfield · 11-27-2026 9:14 AM Pacific"; version 0 and seeded versions have no author. */
const savedText = (v: Version) =>
  `${v.changedBy?.fullname ?? (v.version === 0 ? "Registered before versions" : "Recorded at registration")} · ${displayDateTimeWithZone(v.changedAt)}`;

const changesText = (v: Version, first: boolean) =>
  first
    ? "First recorded version"
    : v.changedFields.length === 0
      ? "No field changed"
      : `Changed: ${v.changedFields.map((f) => DEMOGRAPHIC_FIELD_LABELS[f as DemographicField] ?? f).join(", ")}`;

/**
 * The "demographics" tab: the current values with an Edit form for those who may change them, and every
 * version, newest first; choosing an older one shows it read-only with who saved it, when, and what it changed.
 */
export default function DemographicsPanel({ mrNo }: { mrNo: string }) {
  const mayEdit = useChartCan()("client:demographics_update");
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(ClientDemographicsQuery, { variables: { mrNo } });

  if (loading && !data) return <PageLoading label="Loading the demographics" />;
  if (error) return <LoadError what="The demographics" error={error} onRetry={() => void refetch()} />;
  const versions = data?.clientDemographics ?? [];
  const current = versions[0];
  if (!current) return null;
  const shown = versions.find((v) => v.version === selected) ?? current;
  const isCurrent = shown.version === current.version;
  const oldest = versions[versions.length - 1]!;

  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 3fr) minmax(240px, 1fr)" } }}>
      <Box component="section" aria-labelledby="client-demographics-title">
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
          <Typography id="client-demographics-title" variant="h2" sx={{ fontSize: "1.25rem", flexGrow: 1 }}>
            {editing ? "Edit demographics" : isCurrent ? "Demographics" : `Demographics, version ${shown.version}`}
          </Typography>
          {mayEdit && !editing && isCurrent && (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </Box>
        {editing ? (
          <DemographicsEditForm
            mrNo={mrNo}
            current={current}
            onDone={() => {
              setEditing(false);
              setSelected(null);
            }}
            onReload={() => refetch()}
          />
        ) : (
          <>
            {!isCurrent && (
              <Alert
                severity="info"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => setSelected(null)}>
                    Show current
                  </Button>
                }
              >
                An earlier version, read-only — {savedText(shown)}. {changesText(shown, shown === oldest)}.
              </Alert>
            )}
            <DemographicsView version={shown} markChanges={!isCurrent} />
          </>
        )}
      </Box>
      <Box component="section" aria-labelledby="client-demographics-versions">
        <Typography id="client-demographics-versions" variant="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
          Versions
        </Typography>
        <Paper variant="outlined">
          <List dense aria-labelledby="client-demographics-versions" disablePadding>
            {versions.map((v) => (
              <ListItemButton
                key={v.version}
                selected={v.version === shown.version}
                disabled={editing}
                onClick={() => setSelected(v.version === current.version ? null : v.version)}
              >
                <ListItemText
                  primary={`Version ${v.version}${v.version === current.version ? " (current)" : ""}`}
                  secondary={
                    <>
                      {savedText(v)}
                      <br />
                      {changesText(v, v === oldest)}
                      {v.changeNote ? ` — “${v.changeNote}”` : ""}
                    </>
                  }
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      </Box>
    </Box>
  );
}

import { useState } from "react";
import type { ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { DISCHARGE_TYPE_LABELS, levelOfCareLabel } from "@hearth/schema";
import { LoadError } from "../../../../app/pages/LoadError";
import { PageLoading } from "../../../../app/pages/PageLoading";
import { errorCodeOf } from "../../../../lib/errors";
import { ClientStatusChip } from "../../ClientHeader";
import { calendarDateText } from "../../clientFormat";
import { AdmissionDialog } from "./AdmissionDialog";
import { CareDetailsDialog } from "./CareDetailsDialog";
import { DischargeDialog } from "./DischargeDialog";
import { EpisodesTable, LevelOfCareTable, LocationTable, ReferralsTable } from "./HistoryTables";
import { LevelOfCareDialog } from "./LevelOfCareDialog";
import { ReferralDialog } from "./ReferralDialog";
import { TransferDialog } from "./TransferDialog";
import { ClientEpisodesQuery } from "./queries";
import { useChartCan } from "../chartAccess";

type Dialog = "admit" | "readmit" | "discharge" | "level" | "transfer" | "refer" | "details";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The "admission" tab: the current episode of care, what the user may do with it, and its history. */
export default function EpisodesPanel({ mrNo }: { mrNo: string }) {
  const can = useChartCan();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { data, loading, error, refetch } = useQuery(ClientEpisodesQuery, { variables: { mrNo } });

  if (loading && !data) return <PageLoading label="Loading the episodes of care" />;
  // A transfer to a location the user does not work at takes the chart out of their reach.
  if (error && errorCodeOf(error) === "NOT_FOUND")
    return <Typography color="text.secondary">The client is no longer at a location you work at.</Typography>;
  if (error) return <LoadError what="The episodes of care" error={error} onRetry={() => void refetch()} />;
  const client = data?.client;
  if (!client) return null;
  const episodes = data.clientEpisodes;
  const open = client.status === "active" ? (episodes.find((e) => !e.dischargeDate) ?? null) : null;
  const last = episodes[0] ?? null;
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    void refetch();
  };

  const actions: { key: Dialog; label: string; shown: boolean; variant?: "contained" }[] = [
    {
      key: "admit",
      label: "Admit",
      shown: client.status === "pending_admission" && can("client:admit"),
      variant: "contained",
    },
    {
      key: "readmit",
      label: "Readmit",
      shown: client.status === "discharged" && can("client:readmit"),
      variant: "contained",
    },
    { key: "level", label: "Change level of care", shown: open !== null && can("client:level_of_care_change") },
    { key: "transfer", label: "Transfer", shown: open !== null && can("client:location_change") },
    {
      key: "details",
      label: "Therapist and discharge date",
      shown: open !== null && can("client:primary_therapist") && can("client:anticipated_discharge"),
    },
    { key: "refer", label: "Refer", shown: can("client:refer") },
    { key: "discharge", label: "Discharge", shown: open !== null && can("client:discharge") },
  ];

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Paper component="section" variant="outlined" aria-labelledby="current-episode-title" sx={{ p: 2 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: 1.5 }}>
          <Typography id="current-episode-title" variant="h2" sx={{ fontSize: "1.25rem" }}>
            {open ? `Current episode (#${open.episodeNumber})` : "Episode of care"}
          </Typography>
          <ClientStatusChip status={client.status} />
          <Box sx={{ flexGrow: 1 }} />
          {actions
            .filter((a) => a.shown)
            .map((a) => (
              <Button key={a.key} variant={a.variant ?? "outlined"} onClick={() => setDialog(a.key)}>
                {a.label}
              </Button>
            ))}
        </Box>
        {open ? (
          <Box
            component="dl"
            sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 1.5, m: 0 }}
          >
            <Item label="Level of care">{levelOfCareLabel(open.levelOfCare)}</Item>
            <Item label="Location">{open.location.name}</Item>
            <Item label="Program">{open.program?.name ?? "—"}</Item>
            <Item label="Admission date">{calendarDateText(open.admissionDate)}</Item>
            <Item label="Primary therapist">{open.primaryTherapist?.fullname ?? "—"}</Item>
            <Item label="Anticipated discharge">{calendarDateText(open.anticipatedDischargeDate)}</Item>
          </Box>
        ) : (
          <Typography color="text.secondary">
            {client.status === "pending_admission"
              ? "Not admitted yet: admission sets the location, program, level of care and primary therapist."
              : last?.dischargeDate
                ? `Discharged on ${calendarDateText(last.dischargeDate)}${
                    last.dischargeType ? ` (${DISCHARGE_TYPE_LABELS[last.dischargeType].toLowerCase()})` : ""
                  }. A readmission opens a new episode of care.`
                : "No open episode of care."}
          </Typography>
        )}
      </Paper>

      <EpisodesTable episodes={episodes} />
      <LevelOfCareTable changes={data.clientLevelOfCareHistory} />
      <LocationTable changes={data.clientLocationHistory} />
      <ReferralsTable referrals={data.clientReferrals} />

      {(dialog === "admit" || dialog === "readmit") && (
        <AdmissionDialog
          mrNo={mrNo}
          mode={dialog}
          initial={{
            locationId: client.location.id,
            // Readmission offers the last episode's level again; admission, the level intended at intake.
            levelOfCare: (dialog === "readmit" ? last?.levelOfCare : client.levelOfCare) ?? null,
          }}
          onClose={close}
          onDone={done}
        />
      )}
      {dialog === "discharge" && (
        <DischargeDialog mrNo={mrNo} admissionDate={open?.admissionDate ?? null} onClose={close} onDone={done} />
      )}
      {dialog === "level" && (
        <LevelOfCareDialog mrNo={mrNo} current={open?.levelOfCare ?? null} onClose={close} onDone={done} />
      )}
      {dialog === "transfer" && <TransferDialog mrNo={mrNo} current={client.location} onClose={close} onDone={done} />}
      {dialog === "refer" && <ReferralDialog mrNo={mrNo} onClose={close} onDone={done} />}
      {dialog === "details" && open && (
        <CareDetailsDialog
          mrNo={mrNo}
          episode={{
            locationId: open.location.id,
            admissionDate: open.admissionDate,
            primaryTherapist: open.primaryTherapist,
            anticipatedDischargeDate: open.anticipatedDischargeDate ?? null,
          }}
          onClose={close}
          onDone={done}
        />
      )}
    </Box>
  );
}

import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { CLIENT_STATUS_LABELS, levelOfCareLabel } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { ClientHeader_ClientFragment, ClientStatus } from "../../__generated__/graphql";
import { ClientLabelsEditor } from "./list/ClientLabelsEditor";
import { ClientPhoto } from "./chart/documents/ClientPhoto";
import { RemindMeButton } from "../notifications/reminders/RemindMeButton";
import { ageOn, calendarDateText } from "./clientFormat";

export const ClientHeaderFragment = graphql(`
  fragment ClientHeader_client on ClientSummary {
    id
    mrNo
    status
    fullname
    dateOfBirth
    gender
    levelOfCare
    admissionDate
    location {
      id
      name
    }
    primaryTherapist {
      id
      fullname
    }
    # The labels editor below reads the same client: from the cache, with no second read of the chart.
    labels {
      id
      name
      color
    }
  }
`);

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

const STATUS_COLORS: Record<ClientStatus, "info" | "success" | "default"> = {
  pending_admission: "info",
  active: "success",
  discharged: "default",
};

/** Where the client is in their care: "Pending admission", "Active" or "Discharged". */
export function ClientStatusChip({ status }: { status: ClientStatus }) {
  return <Chip size="small" label={CLIENT_STATUS_LABELS[status]} color={STATUS_COLORS[status]} variant="outlined" />;
}

/** The chart's header: who the client is and where they are in care. */
export function ClientHeader({ client }: { client: ClientHeader_ClientFragment }) {
  const age = ageOn(client.dateOfBirth);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 2,
          flexWrap: "wrap",
          mb: 1.5,
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap" }}>
          <ClientPhoto mrNo={client.mrNo} fullname={client.fullname} size={56} />
          <Typography variant="h1">{client.fullname}</Typography>
          <ClientStatusChip status={client.status} />
        </Box>
        <RemindMeButton subjectType="client" subjectId={client.mrNo} />
      </Box>
      <Box sx={{ mb: 1.5 }}>
        <ClientLabelsEditor mrNo={client.mrNo} />
      </Box>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))", gap: 1.5, m: 0 }}
      >
        <Item label="MR no">{client.mrNo}</Item>
        <Item label="Date of birth">{calendarDateText(client.dateOfBirth)}</Item>
        <Item label="Age">{age ?? "—"}</Item>
        <Item label="Gender">{client.gender || "—"}</Item>
        <Item label="Level of care">{levelOfCareLabel(client.levelOfCare, { short: true }) || "—"}</Item>
        <Item label="Location">{client.location.name}</Item>
        <Item label="Admission date">{calendarDateText(client.admissionDate)}</Item>
        <Item label="Primary therapist">{client.primaryTherapist?.fullname ?? "—"}</Item>
      </Box>
    </Paper>
  );
}

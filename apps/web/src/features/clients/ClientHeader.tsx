import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { graphql } from "../../__generated__";
import type { ClientHeader_ClientFragment } from "../../__generated__/graphql";
import { RemindMeButton } from "../notifications/reminders/RemindMeButton";
import { ageOn, calendarDateText } from "./clientFormat";

export const ClientHeaderFragment = graphql(`
  fragment ClientHeader_client on ClientSummary {
    id
    mrNo
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
        <Typography variant="h1">{client.fullname}</Typography>
        <RemindMeButton subjectType="client" subjectId={client.mrNo} />
      </Box>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))", gap: 1.5, m: 0 }}
      >
        <Item label="MR no">{client.mrNo}</Item>
        <Item label="Date of birth">{calendarDateText(client.dateOfBirth)}</Item>
        <Item label="Age">{age ?? "—"}</Item>
        <Item label="Gender">{client.gender || "—"}</Item>
        <Item label="Level of care">{client.levelOfCare || "—"}</Item>
        <Item label="Location">{client.location.name}</Item>
        <Item label="Admission date">{calendarDateText(client.admissionDate)}</Item>
        <Item label="Primary therapist">{client.primaryTherapist?.fullname ?? "—"}</Item>
      </Box>
    </Paper>
  );
}

import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, Navigate, useParams, useSearchParams } from "react-router";
import { readsClinicalRecord } from "@hearth/schema";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { PageLoading } from "../../app/pages/PageLoading";
import { MessagePage } from "../../app/pages/MessagePage";
import { useSessionUser } from "../../app/session/SessionContext";
import { errorCodeOf } from "../../lib/errors";
import { ClientGroupNotesTab } from "./ClientGroupNotesTab";
import { ClientHeader } from "./ClientHeader";
import { ClientOverviewTab } from "./ClientOverviewTab";
import { chartTabOf } from "./clientFormat";
import type { ChartTab } from "./clientFormat";

const ClientChartQuery = graphql(`
  query ClientChart($mrNo: String!) {
    client(mrNo: $mrNo) {
      id
      ...ClientHeader_client
    }
  }
`);

const TAB_LABELS: Record<ChartTab, string> = { overview: "Overview", "group-notes": "Group notes" };
const CLINICAL_TABS: readonly ChartTab[] = ["group-notes"];

/** `/clients/:mrNo`: the client's header and the chart tabs, chosen by the `tabs` query parameter (§2 titles follow it). */
export default function ClientChartPage() {
  const { mrNo = "" } = useParams();
  const [params, setParams] = useSearchParams();
  // Admissions staff see the client's admission data; clinical tabs are for the clinical team.
  const clinical = readsClinicalRecord(useSessionUser().role);
  const tabs = (Object.keys(TAB_LABELS) as ChartTab[]).filter((value) => clinical || !CLINICAL_TABS.includes(value));
  const asked = chartTabOf(params.get("tabs"));
  const tab = tabs.includes(asked) ? asked : "overview";
  const { data, loading, error, refetch } = useQuery(ClientChartQuery, { variables: { mrNo } });

  if (loading && !data) return <PageLoading label="Loading the chart" />;
  if (error && errorCodeOf(error) === "FORBIDDEN") return <Navigate to="/403" replace />;
  if (error) return <LoadError what="The chart" error={error} onRetry={() => void refetch()} />;
  const client = data?.client;
  if (!client) {
    return (
      <MessagePage overline={mrNo} title="Client not found" standalone={false}>
        No client with this MR number is in your locations.
      </MessagePage>
    );
  }

  return (
    <Box>
      <Button component={RouterLink} to="/clients" size="small" sx={{ mb: 1 }}>
        All clients
      </Button>
      <ClientHeader client={client} />
      <Tabs
        value={tab}
        onChange={(_event, next: ChartTab) => setParams({ tabs: next })}
        aria-label="Chart sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={TAB_LABELS[value]}
            id={`chart-tab-${value}`}
            aria-controls={`chart-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`chart-panel-${tab}`} aria-labelledby={`chart-tab-${tab}`}>
        {tab === "group-notes" ? (
          <ClientGroupNotesTab mrNo={client.mrNo} />
        ) : clinical ? (
          <ClientOverviewTab mrNo={client.mrNo} />
        ) : (
          <Typography color="text.secondary">
            The client's groups, sessions and clinical notes are shown to their clinical team.
          </Typography>
        )}
      </Box>
    </Box>
  );
}

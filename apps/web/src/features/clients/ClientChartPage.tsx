import { useApolloClient, useQuery, useSubscription } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { Link as RouterLink, Navigate, useParams, useSearchParams } from "react-router";
import { Suspense, useEffect, useState } from "react";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { PageLoading } from "../../app/pages/PageLoading";
import { MessagePage } from "../../app/pages/MessagePage";
import { useCan } from "../../app/session/capabilities";
import { displayTime } from "../../lib/dates";
import { errorCodeOf } from "../../lib/errors";
import { ClientHeader } from "./ClientHeader";
import { ClientPrintMenu } from "./print/ClientPrintMenu";
import { CHART_TABS, chartTabOf } from "./chart/chartTabs";
import { ChartReadOnlyContext } from "./chart/chartAccess";
import { forgetChart, refreshChartParts, useChartChangeHandler } from "./chart/liveChart";
import { onSocketReconnected } from "../../lib/socketReconnects";

const ClientChartQuery = graphql(`
  query ClientChart($mrNo: String!) {
    client(mrNo: $mrNo) {
      id
      access {
        via
        readOnly
        until
      }
      ...ClientHeader_client
    }
  }
`);

const ClientChangedSubscription = graphql(`
  subscription ClientChanged($mrNo: String!) {
    clientChanged(mrNo: $mrNo) {
      mrNo
      part
      occurredAt
    }
  }
`);

/**
 * Keeps an open chart live: a change anyone makes to this client refreshes the part it names, on
 * screen now or when its tab is next opened (see liveChart.ts). A closed chart hears nothing: opened
 * again, it asks the server for every part. Changes made while the socket was down were not heard
 * either: on its return every part is refreshed. Call before the chart's queries.
 */
function useLiveChart(mrNo: string) {
  const apollo = useApolloClient();
  const [opened, setOpened] = useState<string | null>(null);
  if (opened !== mrNo) {
    // While rendering, before any query of this chart reads the cache (forgetting tells no query).
    setOpened(mrNo);
    forgetChart(apollo.cache, mrNo);
  }
  const onChange = useChartChangeHandler();
  useSubscription(ClientChangedSubscription, {
    variables: { mrNo },
    onData: ({ data }) => {
      if (data.data) onChange(data.data.clientChanged);
    },
  });
  useEffect(() => onSocketReconnected(() => void refreshChartParts(apollo, mrNo, ["summary"])), [apollo, mrNo]);
}

/** `/clients/:mrNo`: the client's header and the chart tabs, chosen by the `tabs` query parameter (§2 titles follow it). */
export default function ClientChartPage() {
  const { mrNo = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const can = useCan();
  const tabs = CHART_TABS.filter((t) => !t.capability || can(t.capability));
  const tab = chartTabOf(params.get("tabs"), tabs);
  useLiveChart(mrNo);
  const { data, loading, error, refetch } = useQuery(ClientChartQuery, { variables: { mrNo } });

  if (loading && !data) return <PageLoading label="Loading the chart" />;
  if (error && errorCodeOf(error) === "FORBIDDEN") return <Navigate to="/403" replace />;
  if (error) return <LoadError what="The chart" error={error} onRetry={() => void refetch()} />;
  const client = data?.client;
  if (!client) {
    return (
      <MessagePage overline={mrNo} title="Client not found" standalone={false}>
        No client with this MR number is in your locations.
        {can("client:break_glass_request") && (
          <Box sx={{ mt: 2 }}>
            {/* Emergency ("break-glass") access: asked with a reason, approved by a clinical director, logged. */}
            <Button component={RouterLink} to={`/clients/${encodeURIComponent(mrNo)}/emergency-access`}>
              Request emergency access
            </Button>
          </Box>
        )}
      </MessagePage>
    );
  }

  const readOnly = client.access?.readOnly ?? false;
  return (
    <ChartReadOnlyContext value={readOnly}>
      {client.access?.via === "break_glass" && (
        // Says why edit buttons are missing, and that the reader's every view is on the record.
        <Alert severity="warning" sx={{ mb: 2 }}>
          Emergency access: read-only
          {client.access.until ? ` until ${displayTime(client.access.until)}` : ""}. Every view is logged.
        </Alert>
      )}
      <Button component={RouterLink} to="/clients" size="small" sx={{ mb: 1 }}>
        All clients
      </Button>
      <ClientPrintMenu mrNo={client.mrNo} />
      <ClientHeader client={client} />
      <Tabs
        value={tab.value}
        onChange={(_event, next: string) => setParams({ tabs: next })}
        variant="scrollable"
        aria-label="Chart sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.value}
            value={t.value}
            label={t.label}
            id={`chart-tab-${t.value}`}
            aria-controls={`chart-panel-${t.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`chart-panel-${tab.value}`} aria-labelledby={`chart-tab-${tab.value}`}>
        <Suspense fallback={<PageLoading label={`Loading ${tab.label.toLowerCase()}`} />}>
          <tab.Panel mrNo={client.mrNo} />
        </Suspense>
      </Box>
    </ChartReadOnlyContext>
  );
}

import { useCallback } from "react";
import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import DownloadIcon from "@mui/icons-material/Download";
import { Navigate, useNavigate } from "react-router";
import { graphql } from "../../__generated__";
import { LoadError } from "../../app/pages/LoadError";
import { useCan } from "../../app/session/capabilities";
import { useSessionUser } from "../../app/session/SessionContext";
import { errorCodeOf } from "../../lib/errors";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { usePagedFilter } from "../../lib/usePagedFilter";
import { ClientFilterBar } from "./list/ClientFilterBar";
import { ClientGrid } from "./list/ClientGrid";
import {
  CLIENT_PAGE_SIZE,
  DEFAULT_CLIENT_FILTER,
  admissionRangeIsBackwards,
  exportUrl,
  isNarrowed,
  loadClientListFilter,
  saveClientListFilter,
  toClientFilterInput,
} from "./list/clientListFilter";
import type { ClientListFilterState } from "./list/clientListFilter";

const SEARCH_DEBOUNCE_MS = 300;

const ClientListQuery = graphql(`
  query ClientList($filter: ClientFilter) {
    clients(filter: $filter) {
      results {
        id
        ...ClientGrid_client
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

/**
 * `/clients`: the EMR list (§3 patient/EMR filter, plus location and labels) of the user's
 * locations, paged and sorted by the server; the filter is remembered for this user, and "Export
 * CSV" downloads every client it shows.
 */
export default function ClientListPage() {
  const me = useSessionUser();
  const can = useCan();
  const navigate = useNavigate();
  const load = useCallback(() => loadClientListFilter(me.id), [me.id]);
  const save = useCallback((filter: ClientListFilterState) => saveClientListFilter(me.id, filter), [me.id]);
  const { filter, changeFilter, pagination, setPagination } = usePagedFilter(load, CLIENT_PAGE_SIZE, save);
  const searchQuery = useDebouncedValue(filter.searchQuery, SEARCH_DEBOUNCE_MS);
  const backwards = admissionRangeIsBackwards(filter);

  const { data, previousData, loading, error, refetch } = useQuery(ClientListQuery, {
    variables: { filter: toClientFilterInput({ ...filter, searchQuery }, pagination.page, pagination.pageSize) },
    skip: backwards,
    notifyOnNetworkStatusChange: true,
  });
  // The server decides who sees clients: a refusal is the 403 page, not an empty list.
  if (error && errorCodeOf(error) === "FORBIDDEN") return <Navigate to="/403" replace />;
  const page = data?.clients ?? previousData?.clients;
  const narrowed = isNarrowed(filter);

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Clients
        </Typography>
        {narrowed && (
          <Button
            onClick={() =>
              changeFilter({ ...DEFAULT_CLIENT_FILTER, sortBy: filter.sortBy, sortDirection: filter.sortDirection })
            }
          >
            Clear filters
          </Button>
        )}
        {can("client:export") && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={exportUrl(filter)}
            disabled={backwards}
            download="clients.csv"
          >
            Export CSV
          </Button>
        )}
        {can("client:create") && (
          <Button variant="contained" onClick={() => void navigate("/clients/new")}>
            New client
          </Button>
        )}
      </Box>
      <ClientFilterBar filter={filter} onChange={changeFilter} />
      {error && <LoadError what="The client list" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      <ClientGrid
        rows={error || backwards ? [] : (page?.results ?? [])}
        rowCount={backwards ? 0 : (page?.pageInfo.total ?? 0)}
        loading={loading}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        sortBy={filter.sortBy}
        sortDirection={filter.sortDirection}
        onSortChange={(sortBy, sortDirection) => changeFilter({ ...filter, sortBy, sortDirection })}
        onRowClick={(row) => void navigate(`/clients/${encodeURIComponent(row.mrNo)}`)}
        emptyText={
          narrowed
            ? "No clients match these filters. Widen the search or clear a filter."
            : "No clients yet: new clients appear here after intake."
        }
      />
    </Box>
  );
}

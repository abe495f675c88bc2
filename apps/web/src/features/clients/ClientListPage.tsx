import { useQuery } from "@apollo/client/react";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { PAGE_SIZE } from "@hearth/schema";
import { Link as RouterLink, Navigate, useNavigate } from "react-router";
import { graphql } from "../../__generated__";
import type { ClientGrid_ClientFragment } from "../../__generated__/graphql";
import { LoadError } from "../../app/pages/LoadError";
import { useSessionUser } from "../../app/session/SessionContext";
import { errorCodeOf } from "../../lib/errors";
import { ServerPagedGrid } from "../../lib/ServerPagedGrid";
import { SearchField } from "../../lib/SearchField";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { usePagedFilter } from "../../lib/usePagedFilter";
import { calendarDateText } from "./clientFormat";

const CLIENT_PAGE_SIZE: number = PAGE_SIZE.clients;
const SEARCH_DEBOUNCE_MS = 300;

export const ClientGridFragment = graphql(`
  fragment ClientGrid_client on ClientSummary {
    id
    mrNo
    fullname
    dateOfBirth
    levelOfCare
    admissionDate
    location {
      id
      name
    }
  }
`);

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

type Row = ClientGrid_ClientFragment;

const columns: GridColDef<Row>[] = [
  {
    field: "mrNo",
    headerName: "MR no",
    minWidth: 130,
    // A real link, so the chart opens from the keyboard and in a new tab too.
    renderCell: ({ row }) => (
      <Link
        component={RouterLink}
        to={`/clients/${encodeURIComponent(row.mrNo)}`}
        onClick={(event) => event.stopPropagation()}
      >
        {row.mrNo}
      </Link>
    ),
  },
  { field: "fullname", headerName: "Name", flex: 1, minWidth: 180 },
  {
    field: "dateOfBirth",
    headerName: "Date of birth",
    minWidth: 130,
    valueGetter: (_value, row) => calendarDateText(row.dateOfBirth),
  },
  { field: "levelOfCare", headerName: "Level of care", minWidth: 120 },
  {
    field: "location",
    headerName: "Location",
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => row.location.name,
  },
  {
    field: "admissionDate",
    headerName: "Admission date",
    minWidth: 140,
    valueGetter: (_value, row) => calendarDateText(row.admissionDate),
  },
];

/** `/clients`: the clients of the user's locations, searchable by name or MR number. */
export default function ClientListPage() {
  const me = useSessionUser();
  const navigate = useNavigate();
  const { filter, changeFilter, pagination, setPagination } = usePagedFilter(
    { search: "", locationId: "" },
    CLIENT_PAGE_SIZE,
  );
  const searchQuery = useDebouncedValue(filter.search.trim(), SEARCH_DEBOUNCE_MS);

  const { data, previousData, loading, error, refetch } = useQuery(ClientListQuery, {
    variables: {
      filter: {
        ...(searchQuery ? { searchQuery } : {}),
        ...(filter.locationId ? { locationId: filter.locationId } : {}),
        page: pagination.page + 1,
        pageSize: pagination.pageSize,
      },
    },
    notifyOnNetworkStatusChange: true,
  });
  // The server decides who sees clients: a refusal is the 403 page, not an empty list.
  if (error && errorCodeOf(error) === "FORBIDDEN") return <Navigate to="/403" replace />;
  const page = data?.clients ?? previousData?.clients;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Clients
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mb: 2 }}>
        <SearchField
          value={filter.search}
          onChange={(search) => changeFilter({ ...filter, search })}
          placeholder="Name or MR number"
        />
        <TextField
          select
          label="Location"
          value={filter.locationId}
          onChange={(event) => changeFilter({ ...filter, locationId: event.target.value })}
          sx={{ minWidth: 240 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All my locations</MenuItem>
          {me.locations.map((location) => (
            <MenuItem key={location.id} value={location.id}>
              {location.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {error && <LoadError what="The client list" error={error} onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      <ServerPagedGrid<Row>
        label="Clients"
        rows={error ? [] : (page?.results ?? [])}
        columns={columns}
        rowCount={page?.pageInfo.total ?? 0}
        loading={loading}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        onRowClick={({ row }) => void navigate(`/clients/${encodeURIComponent(row.mrNo)}`)}
        emptyText="No clients match this search"
      />
    </Box>
  );
}

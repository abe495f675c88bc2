import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { graphql } from "../../__generated__";
import { messageOf } from "../../lib/errors";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { usePagedFilter } from "../../lib/usePagedFilter";
import { ClinicianFilters } from "./ClinicianFilters";
import { ClinicianGrid } from "./ClinicianGrid";
import { useDeactivateClinician } from "./DeactivateClinician";
import {
  CLINICIAN_PAGE_SIZE,
  loadClinicianFilter,
  saveClinicianFilter,
  toClinicianFilterInput,
} from "./clinicianFilter";

const SEARCH_DEBOUNCE_MS = 300;

const ClinicianListQuery = graphql(`
  query ClinicianList($filter: ClinicianFilter) {
    clinicians(filter: $filter) {
      results {
        ...ClinicianGrid_clinician
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

/** The clinician list (§3 clinician filter), one server-side page of 25 at a time. */
export default function ClinicianListPage() {
  const { filter, changeFilter, pagination, setPagination } = usePagedFilter(
    loadClinicianFilter,
    CLINICIAN_PAGE_SIZE,
    saveClinicianFilter,
  );
  const searchQuery = useDebouncedValue(filter.searchQuery, SEARCH_DEBOUNCE_MS);

  const { data, previousData, loading, error } = useQuery(ClinicianListQuery, {
    variables: { filter: toClinicianFilterInput({ ...filter, searchQuery }, pagination.page, pagination.pageSize) },
    notifyOnNetworkStatusChange: true,
  });

  // Keep the last page on screen (and its total for the pager) while the next one loads.
  const page = data?.clinicians ?? previousData?.clinicians;
  const deactivation = useDeactivateClinician();

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Clinicians
      </Typography>
      <ClinicianFilters filter={filter} onChange={changeFilter} />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The clinician list could not be loaded: {messageOf(error)}
        </Alert>
      )}
      <ClinicianGrid
        rows={error ? [] : (page?.results ?? [])}
        rowCount={page?.pageInfo.total ?? 0}
        loading={loading}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        actions={deactivation.actions}
      />
      {deactivation.ui}
    </Box>
  );
}

import { useCallback, useEffect, useState } from "react";
import type { GridPaginationModel } from "@mui/x-data-grid";

/**
 * A list page's filter and the page of the server-paged grid under it: a new filter starts again
 * at the first page. `initial` is the filter or its loader (an area's saved filter, read once);
 * `save`, a module-level function, remembers every filter (lib/savedFilters.ts).
 */
export function usePagedFilter<T>(initial: T | (() => T), pageSize: number, save?: (filter: T) => void) {
  const [filter, setFilter] = useState<T>(initial);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  useEffect(() => save?.(filter), [filter, save]);

  const changeFilter = useCallback((next: T) => {
    setFilter(next);
    setPagination((current) => ({ ...current, page: 0 }));
  }, []);

  return { filter, changeFilter, pagination, setPagination };
}

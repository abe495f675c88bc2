import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  filterFromSearch,
  loadNotificationFilter,
  pageFromSearch,
  saveNotificationFilter,
  searchStatesFilter,
  toSearch,
} from "./notificationFilter";
import type { NotificationFilterState } from "./notificationFilter";
import { APPLY_AT_ONCE } from "../../lib/addressChange";

/**
 * The notifications page's filter and page, kept in the address (`?show=unread&type=mention&page=2`)
 * so Back, a reload and a shared link show the same list. Arriving at a plain `/notifications`
 * (from the bell or the navigation), the area's saved filter applies and replaces the address.
 */
export function useNotificationFilter() {
  const [params, setParams] = useSearchParams();
  const stated = searchStatesFilter(params);
  // Read once per address: the saved filter only matters when the address says nothing.
  const filter = useMemo<NotificationFilterState>(
    () => (stated ? filterFromSearch(params) : loadNotificationFilter()),
    [params, stated],
  );
  const page = pageFromSearch(params);

  useEffect(() => {
    if (!stated) setParams(toSearch(filter), { replace: true });
  }, [stated, filter, setParams]);
  useEffect(() => saveNotificationFilter(filter), [filter]);

  /** A new filter starts again at the first page. */
  const changeFilter = useCallback(
    (next: NotificationFilterState) => setParams(toSearch(next), APPLY_AT_ONCE),
    [setParams],
  );
  const changePage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(toSearch(filter, next), { ...options, ...APPLY_AT_ONCE }),
    [filter, setParams],
  );

  return { filter, page, changeFilter, changePage };
}

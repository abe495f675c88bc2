import { createContext, useContext } from "react";
import { CHART_READ_ACTIONS } from "@hearth/schema";
import type { ClientChartAction } from "@hearth/schema";
import { useCan } from "../../../app/session/capabilities";

/**
 * Whether the open chart is read-only for the caller (an emergency grant opens it for reading only), as
 * the chart's own read says (`ClientSummary.access`). The server refuses such changes anyway.
 */
export const ChartReadOnlyContext = createContext(false);

export const useChartReadOnly = (): boolean => useContext(ChartReadOnlyContext);

/**
 * Whether the caller may do a chart action in the open chart: their role allows it (`useCan`) and, in a
 * chart open read-only, it is one of the chart's reads. The tabs show a change only when this says so.
 */
export function useChartCan(): (action: ClientChartAction) => boolean {
  const can = useCan();
  const readOnly = useChartReadOnly();
  return (action) => can(action) && (!readOnly || CHART_READ_ACTIONS.has(action));
}

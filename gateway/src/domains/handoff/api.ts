import type { HandoffHistory, HandoffShiftPrint, HandoffShiftView } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;

/** REST routes of a handoff board's shift history (`/api/auth/handoff/:locationId/shifts/...`); 404 for anyone who may not open the board. */
export class HandoffApi {
  constructor(private readonly rest: RestClient) {}

  history(locationId: string, query: { page?: number | null; pageSize?: number | null }): Promise<HandoffHistory> {
    return this.rest.results("GET", `/api/auth/handoff/${seg(locationId)}/shifts`, { query: { ...query } });
  }
  shift(locationId: string, shiftId: string): Promise<HandoffShiftView> {
    return this.rest.results("GET", `/api/auth/handoff/${seg(locationId)}/shifts/${seg(shiftId)}`);
  }
  print(locationId: string, shiftId: string): Promise<HandoffShiftPrint> {
    return this.rest.results("GET", `/api/auth/handoff/${seg(locationId)}/shifts/${seg(shiftId)}/print`);
  }
}

import type { ActivityLogEntry, Page } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

export interface ActivityLogFilter {
  dateFrom?: string | null;
  dateTo?: string | null;
  actorId?: string | null;
  clientMrNo?: string | null;
  outcome?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The organization's audit trail. One instance per request. */
export class ActivityLogApi {
  constructor(private readonly rest: RestClient) {}

  list(filter: ActivityLogFilter): Promise<Page<ActivityLogEntry>> {
    return this.rest.call<Page<ActivityLogEntry>>("GET", "/api/auth/activity-log", { query: { ...filter } });
  }
}

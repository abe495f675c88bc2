import type { EventBody, EventListPage, EventPeriod, OrgEvent } from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

export interface EventQuery {
  period?: EventPeriod | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const seg = encodeURIComponent;

/** REST routes of the organization's events (`/api/auth/events/...`). */
export class EventsApi {
  constructor(private readonly rest: RestClient) {}

  /** 25 a page unless asked otherwise, with eventCount and eventTotal. */
  list(query: EventQuery): Promise<EventListPage> {
    return this.rest.call("GET", "/api/auth/events", { query: { ...query } });
  }
  /** 404 when the caller is not in its audience (nor manages it). */
  get(id: string): Promise<OrgEvent> {
    return this.rest.results("GET", `/api/auth/events/${seg(id)}`);
  }
  create(body: z.input<typeof EventBody>): Promise<OrgEvent> {
    return this.rest.results("POST", "/api/auth/events", { body });
  }
  update(id: string, body: z.input<typeof EventBody>): Promise<OrgEvent> {
    return this.rest.results("PUT", `/api/auth/events/${seg(id)}`, { body });
  }
  cancel(id: string): Promise<OrgEvent> {
    return this.rest.results("POST", `/api/auth/events/${seg(id)}/cancel`);
  }
}

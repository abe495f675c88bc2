import type { Page, Reminder, ReminderBody } from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

export interface ReminderQuery {
  status?: "upcoming" | "fired" | null;
  page?: number | null;
  pageSize?: number | null;
}

/** REST routes of the signed-in user's reminders (`/api/auth/reminders/...`). */
export class RemindersApi {
  constructor(private readonly rest: RestClient) {}

  /** Upcoming soonest first (the default), or fired newest first; 25 a page unless asked otherwise. */
  list(query: ReminderQuery): Promise<Page<Reminder>> {
    return this.rest.call("GET", "/api/auth/reminders", { query: { ...query } });
  }
  set(body: z.input<typeof ReminderBody>): Promise<Reminder> {
    return this.rest.results("POST", "/api/auth/reminders", { body });
  }
  /** 404 for someone else's or an unknown reminder, 409 once it has fired. */
  async cancel(id: string): Promise<boolean> {
    return (await this.rest.results<{ cancelled: boolean }>("DELETE", `/api/auth/reminders/${encodeURIComponent(id)}`))
      .cancelled;
  }
}

import type { ClientGroupNoteRow, ClientGroupSchedule, ClientSummary, Page } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

/** The EMR list's filter as `GET /api/auth/clients` takes it (lists go comma-separated). */
export interface ClientQuery {
  searchQuery?: string | null;
  status?: readonly string[] | null;
  admissionDateFrom?: string | null;
  admissionDateTo?: string | null;
  levelOfCare?: readonly string[] | null;
  locationId?: readonly string[] | null;
  labelIds?: readonly string[] | null;
  sortBy?: string | null;
  sortDirection?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const seg = encodeURIComponent;

/** REST routes of client summaries and their group history (`/api/auth/clients/...`). */
export class ClientsApi {
  constructor(private readonly rest: RestClient) {}

  list(query: ClientQuery): Promise<Page<ClientSummary>> {
    return this.rest.call("GET", "/api/auth/clients", { query: { ...query } });
  }
  get(mrNo: string): Promise<ClientSummary> {
    return this.rest.results("GET", `/api/auth/clients/${seg(mrNo)}`);
  }
  groupSchedule(mrNo: string): Promise<ClientGroupSchedule> {
    return this.rest.results("GET", `/api/auth/clients/${seg(mrNo)}/group-schedule`);
  }
  /** The client's group-note history (date, group, attendance, status). */
  groupNotes(
    mrNo: string,
    query: { page?: number | null; pageSize?: number | null },
  ): Promise<Page<ClientGroupNoteRow>> {
    return this.rest.call("GET", `/api/auth/clients/${seg(mrNo)}/group-notes`, { query: { ...query } });
  }
}

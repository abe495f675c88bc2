import type {
  ChartRead,
  ChartReads,
  ClientGroupNoteRow,
  ClientGroupSchedule,
  ClientSummary,
  Page,
} from "@hearth/schema";
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

/** Runs `send` once every resolver of the operation's current step has been called (as DataLoader batches). */
const afterSiblingResolvers = (send: () => void) => void Promise.resolve().then(() => process.nextTick(send));

/** The reads of one chart an operation has asked for so far, and their one answer. */
interface ChartBatch {
  parts: Set<ChartRead>;
  answer: Promise<Partial<ChartReads>>;
}

/** REST routes of client summaries and their group history (`/api/auth/clients/...`). */
export class ClientsApi {
  /** This operation's chart reads not yet sent, by MR number. */
  private readonly chartBatches = new Map<string, ChartBatch>();

  constructor(private readonly rest: RestClient) {}

  /**
   * One part of a chart. The parts an operation names side by side (the header and the Admission tab's
   * lists) go to the API as one request: one sign-in check, one look at the chart, instead of one each.
   */
  chartRead<P extends ChartRead>(mrNo: string, part: P): Promise<ChartReads[P]> {
    let batch = this.chartBatches.get(mrNo);
    if (!batch) {
      const parts = new Set<ChartRead>();
      const answer = new Promise<void>((resolve) => afterSiblingResolvers(resolve)).then(() => {
        this.chartBatches.delete(mrNo);
        return this.rest.results<Partial<ChartReads>>("GET", `/api/auth/clients/${seg(mrNo)}/chart`, {
          query: { parts: [...parts] },
        });
      });
      batch = { parts, answer };
      this.chartBatches.set(mrNo, batch);
    }
    batch.parts.add(part);
    return batch.answer.then((reads) => reads[part] as ChartReads[P]);
  }

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

import DataLoader from "dataloader";
import type { Clinician, Page, StaffRole } from "@hearth/schema";
import { ApiError } from "../../rest/errors";
import type { RestClient } from "../../rest/client";

export interface ClinicianQuery {
  status?: readonly number[] | null;
  role?: readonly StaffRole[] | null;
  searchQuery?: string | null;
  locationId?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The organization's staff: the list, one clinician, deactivation. One instance per request. */
export class CliniciansApi {
  private loader: DataLoader<string, Clinician | null> | undefined;

  constructor(private readonly rest: RestClient) {}

  list(query: ClinicianQuery): Promise<Page<Clinician>> {
    return this.rest.call<Page<Clinician>>("GET", "/api/auth/clinicians", { query: { ...query } });
  }

  get(id: string): Promise<Clinician> {
    return this.rest.results<Clinician>("GET", `/api/auth/clinicians/${encodeURIComponent(id)}`);
  }

  /**
   * Clinician by id; null when the API says it does not exist (or must not be shown). Every id asked
   * for in one tick of one request is fetched once, in parallel, whatever the number of places in
   * the query that ask for it. The API has no multi-id endpoint: a batch is parallel calls on
   * keep-alive connections.
   */
  get byId(): DataLoader<string, Clinician | null> {
    this.loader ??= new DataLoader<string, Clinician | null>((ids) =>
      Promise.all(
        ids.map((id) =>
          this.get(id).catch((error: unknown) => {
            if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
            return error instanceof Error ? error : new Error(String(error));
          }),
        ),
      ),
    );
    return this.loader;
  }

  /** Admin changes to a clinician's account status; the API checks the role and ends their sessions. */
  deactivate(id: string): Promise<Clinician> {
    return this.rest.results<Clinician>("POST", `/api/auth/clinicians/${encodeURIComponent(id)}/deactivate`);
  }
}

import DataLoader from "dataloader";
import type { Clinician, Me } from "@hearth/schema";
import { ApiError } from "./rest/errors";
import type { RestClient } from "./rest/client";

/**
 * Per-request DataLoaders: every `clinician(id)` asked for in one tick of one request is fetched
 * once, in parallel, whatever the number of places in the query that ask for it. The REST API has
 * no multi-id endpoint, so a batch is a set of parallel calls on keep-alive connections.
 */
export class Loaders {
  private clinicianLoader: DataLoader<string, Clinician | null> | undefined;
  private meOnce: Promise<Me | null> | undefined;

  constructor(private readonly rest: RestClient) {}

  /** The signed-in user, asked once per request however many objects' `permissions` need it. */
  me(): Promise<Me | null> {
    return (this.meOnce ??= this.rest.me());
  }

  /** Clinician by id; null when the API says it does not exist (or must not be shown). */
  get clinician(): DataLoader<string, Clinician | null> {
    this.clinicianLoader ??= new DataLoader<string, Clinician | null>((ids) =>
      Promise.all(
        ids.map((id) =>
          this.rest.clinician(id).catch((error: unknown) => {
            if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
            return error instanceof Error ? error : new Error(String(error));
          }),
        ),
      ),
    );
    return this.clinicianLoader;
  }
}

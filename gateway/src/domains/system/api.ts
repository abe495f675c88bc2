import type { VersionResponse } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

/** What the API says about itself. */
export class SystemApi {
  constructor(private readonly rest: RestClient) {}

  async version(): Promise<string> {
    return (await this.rest.call<VersionResponse>("GET", "/api/version")).version;
  }
}

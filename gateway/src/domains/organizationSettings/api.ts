import type { OrganizationSettingsResponse, OrganizationSettingsUpdate } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

/** REST routes of the caller's organization's settings (`/api/auth/organization-settings`). */
export class OrganizationSettingsApi {
  constructor(private readonly rest: RestClient) {}

  /** Any staff member; the defaults where never chosen. */
  get(): Promise<OrganizationSettingsResponse> {
    return this.rest.results("GET", "/api/auth/organization-settings");
  }
  /** Administrators only (403 otherwise); 400 names a bad field. */
  update(body: OrganizationSettingsUpdate): Promise<OrganizationSettingsResponse> {
    return this.rest.results("PATCH", "/api/auth/organization-settings", { body });
  }
}

import type { __Name__Item, __Name__ItemBody } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

/** REST routes of __label__ (`/api/auth/__name_kebab__`, `/api/auth/locations/:locationId/__name_kebab__`). */
export class __Name__Api {
  constructor(private readonly rest: RestClient) {}

  /** Staff: the items of the locations they see, or of one of them. */
  list(query: { locationId?: string | null }): Promise<__Name__Item[]> {
    return this.rest.results("GET", "/api/auth/__name_kebab__", { query: { locationId: query.locationId } });
  }
  /** Staff of the location (404 elsewhere); 400 names a bad field. */
  create(locationId: string, body: __Name__ItemBody): Promise<__Name__Item> {
    return this.rest.results("POST", `/api/auth/locations/${encodeURIComponent(locationId)}/__name_kebab__`, { body });
  }
}

import type { ClientLabelSet, Label, LabelCreate, LabelUpdate } from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;

/** REST routes of the organization's labels and a client's labels (`/api/auth/labels`, `/api/auth/clients/:mrNo/labels`). */
export class ClientLabelsApi {
  constructor(private readonly rest: RestClient) {}

  list(includeArchived: boolean): Promise<Label[]> {
    return this.rest.results("GET", "/api/auth/labels", { query: { includeArchived } });
  }
  /** Administrators only (403 otherwise); 409 for a name the organization has. */
  create(body: z.input<typeof LabelCreate>): Promise<Label> {
    return this.rest.results("POST", "/api/auth/labels", { body });
  }
  update(id: string, body: z.input<typeof LabelUpdate>): Promise<Label> {
    return this.rest.results("PUT", `/api/auth/labels/${seg(id)}`, { body });
  }
  setForClient(mrNo: string, labelIds: readonly string[]): Promise<ClientLabelSet> {
    return this.rest.results("PUT", `/api/auth/clients/${seg(mrNo)}/labels`, { body: { labelIds } });
  }
}

import type {
  ClientDemographics,
  ClientDemographicsUpdateBody,
  ClientDuplicate,
  ClientIntakeInput,
  ClientIntakeResult,
} from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;

/** REST routes of intake and of a client's demographics (`/api/auth/clients`, `/api/auth/clients/:mrNo/demographics`). */
export class ClientDemographicsApi {
  constructor(private readonly rest: RestClient) {}

  /** Every version, newest first. */
  versions(mrNo: string): Promise<ClientDemographics[]> {
    return this.rest.results("GET", `/api/auth/clients/${seg(mrNo)}/demographics`);
  }
  latest(mrNo: string): Promise<ClientDemographics> {
    return this.rest.results("GET", `/api/auth/clients/${seg(mrNo)}/latest-demographic`);
  }
  /** 409 (`details.reason` "version_conflict") when `expectedVersion` is not the latest. */
  update(mrNo: string, body: z.input<typeof ClientDemographicsUpdateBody>): Promise<ClientDemographics> {
    return this.rest.results("PUT", `/api/auth/clients/${seg(mrNo)}/demographics`, { body });
  }
  duplicates(query: { firstName: string; lastName: string; dateOfBirth: string }): Promise<ClientDuplicate[]> {
    return this.rest.results("GET", "/api/auth/clients/duplicates", { query: { ...query } });
  }
  /** 409 (`details.reason` "possible_duplicate") when the person matches clients and `confirmDuplicate` is not set. */
  create(body: ClientIntakeInput): Promise<ClientIntakeResult> {
    return this.rest.results("POST", "/api/auth/clients", { body });
  }
}

import type { ClientFaceSheet, ClientPrintPage } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

/** REST route of a client's print pages (`/api/auth/clients/:mrNo/face-sheet`). */
export class ClientPrintApi {
  constructor(private readonly rest: RestClient) {}

  /** Each call is a print the API logs as a disclosure: call it once per page shown. */
  faceSheet(mrNo: string, page: ClientPrintPage): Promise<ClientFaceSheet> {
    return this.rest.results("GET", `/api/auth/clients/${encodeURIComponent(mrNo)}/face-sheet`, { query: { page } });
  }
}

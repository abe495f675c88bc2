import type { ClientDocument, DocumentCategory } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;
const chart = (mrNo: string) => `/api/auth/clients/${seg(mrNo)}`;

/** REST routes of a client's documents that GraphQL carries (uploads and downloads are files: REST only). */
export class ClientDocumentsApi {
  constructor(private readonly rest: RestClient) {}

  list(
    mrNo: string,
    o: { category?: DocumentCategory | null; includeDeleted?: boolean | null },
  ): Promise<ClientDocument[]> {
    return this.rest.results("GET", `${chart(mrNo)}/documents`, {
      query: { category: o.category ?? undefined, includeDeleted: o.includeDeleted ?? false },
    });
  }
  delete(mrNo: string, documentId: string, reason: string): Promise<ClientDocument> {
    return this.rest.results("DELETE", `${chart(mrNo)}/documents/${seg(documentId)}`, { body: { reason } });
  }
}

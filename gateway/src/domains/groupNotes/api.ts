import type {
  ApprovalReadiness,
  ApproveGroupNotesBody,
  GroupNote,
  GroupNoteActionResult,
  GroupNoteAddendumBody,
  GroupNoteClientCopy,
  GroupNoteContent,
  GroupNotePrint,
  KickBackGroupNotesBody,
  Page,
  SignGroupNoteBody,
  SubmitGroupNoteBody,
} from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

export interface ApprovalQueueQuery {
  readiness?: ApprovalReadiness | null;
  locationId?: string | null;
  clinicianId?: string | null;
  groupId?: string | null;
  from?: string | null;
  to?: string | null;
  page?: number | null;
  pageSize?: number | null;
}
export interface GroupNotePrintQuery {
  sessionId?: string | null;
  from?: string | null;
  to?: string | null;
  groupId?: string | null;
}

const seg = encodeURIComponent;

/** REST routes of group notes (`/api/auth/group-notes/...`). */
export class GroupNotesApi {
  constructor(private readonly rest: RestClient) {}

  /** Submitted notes of the caller's locations: ready ones first, then those waiting for co-signers, then the caller's own. */
  approvals(query: ApprovalQueueQuery): Promise<Page<GroupNote>> {
    return this.rest.call("GET", "/api/auth/group-notes/approvals", { query: { ...query } });
  }
  /** Submitted and approved notes of one session or a date range, with their signed content. */
  print(query: GroupNotePrintQuery): Promise<GroupNotePrint[]> {
    return this.rest.results("GET", "/api/auth/group-notes/print", { query: { ...query } });
  }
  /** The note with the caller's permissions on it. */
  get(id: string): Promise<GroupNote> {
    return this.rest.results("GET", `/api/auth/group-notes/${seg(id)}`);
  }
  content(id: string, query: { clientId?: string | null }): Promise<GroupNoteContent> {
    return this.rest.results("GET", `/api/auth/group-notes/${seg(id)}/content`, { query: { ...query } });
  }
  /** One client's copy of a signed note, for printing (audited as a print by the API). */
  clientCopy(id: string, clientId: string): Promise<GroupNoteClientCopy> {
    return this.rest.results("GET", `/api/auth/group-notes/${seg(id)}/client-copy`, { query: { clientId } });
  }

  submit(id: string, body: z.input<typeof SubmitGroupNoteBody>): Promise<GroupNote> {
    return this.rest.results("POST", `/api/auth/group-notes/${seg(id)}/submit`, { body });
  }
  sign(id: string, body: z.input<typeof SignGroupNoteBody>): Promise<GroupNote> {
    return this.rest.results("POST", `/api/auth/group-notes/${seg(id)}/sign`, { body });
  }
  approve(body: z.input<typeof ApproveGroupNotesBody>): Promise<GroupNoteActionResult[]> {
    return this.rest.results("POST", "/api/auth/group-notes/approve", { body });
  }
  kickBack(body: z.input<typeof KickBackGroupNotesBody>): Promise<GroupNoteActionResult[]> {
    return this.rest.results("POST", "/api/auth/group-notes/kick-back", { body });
  }

  addSignees(id: string, userIds: readonly string[]): Promise<GroupNote> {
    return this.rest.results("POST", `/api/auth/group-notes/${seg(id)}/additional-signees`, { body: { userIds } });
  }
  removeSignee(id: string, userId: string): Promise<GroupNote> {
    return this.rest.results("DELETE", `/api/auth/group-notes/${seg(id)}/additional-signees/${seg(userId)}`);
  }
  addAddendum(id: string, body: z.input<typeof GroupNoteAddendumBody>): Promise<GroupNote> {
    return this.rest.results("POST", `/api/auth/group-notes/${seg(id)}/addendums`, { body });
  }
}

import type { CareTeamCandidate, CareTeamMember, CareTeamRole, ClientContact, ClientContactBody } from "@hearth/schema";
import type { RestClient } from "../../rest/client";

const seg = encodeURIComponent;
const chart = (mrNo: string) => `/api/auth/clients/${seg(mrNo)}`;

/** REST routes of a client's contacts and care team (`/api/auth/clients/:mrNo/...`). */
export class ClientContactsApi {
  constructor(private readonly rest: RestClient) {}

  /** Current contacts, emergency contacts and guardians first; with `includeRemoved` the removed ones after them. */
  list(mrNo: string, includeRemoved: boolean): Promise<ClientContact[]> {
    return this.rest.results("GET", `${chart(mrNo)}/family-members`, {
      query: { includeRemoved },
    });
  }
  add(mrNo: string, body: ClientContactBody): Promise<ClientContact> {
    return this.rest.results("POST", `${chart(mrNo)}/add-member`, { body });
  }
  update(mrNo: string, contactId: string, body: ClientContactBody): Promise<ClientContact> {
    return this.rest.results("PUT", `${chart(mrNo)}/family-members/${seg(contactId)}`, { body });
  }
  remove(mrNo: string, contactId: string): Promise<ClientContact> {
    return this.rest.results("DELETE", `${chart(mrNo)}/family-members/${seg(contactId)}`);
  }

  /** The primary therapist first, then the members in the order they joined. */
  careTeam(mrNo: string, includeRemoved: boolean): Promise<CareTeamMember[]> {
    return this.rest.results("GET", `${chart(mrNo)}/care-team`, {
      query: { includeRemoved },
    });
  }
  /** Active staff of every location who may join the team, the client's location first; `searchQuery` narrows by name. */
  careTeamCandidates(mrNo: string, searchQuery: string | null): Promise<CareTeamCandidate[]> {
    return this.rest.results("GET", `${chart(mrNo)}/care-team/candidates`, {
      query: { searchQuery },
    });
  }
  /** Any role is passed on: the API refuses `primary_therapist` (changed on the client itself) with its reason. */
  addCareTeamMember(mrNo: string, body: { userId: string; role: CareTeamRole }): Promise<CareTeamMember> {
    return this.rest.results("POST", `${chart(mrNo)}/add-stakeholder`, { body });
  }
  removeCareTeamMember(mrNo: string, memberId: string): Promise<CareTeamMember> {
    return this.rest.results("DELETE", `${chart(mrNo)}/care-team/${seg(memberId)}`);
  }
}

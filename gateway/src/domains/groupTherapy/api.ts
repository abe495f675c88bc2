import type {
  AttendanceBody,
  AttendanceEntry,
  BulkCheckInBody,
  CancelSessionBody,
  GenerateSessionsBody,
  GenerateSessionsResult,
  Group,
  GroupBody,
  GroupNote,
  GroupNoteStatus,
  GroupSession,
  GroupSessionBody,
  GroupSessionUpdateBody,
  GroupUpdateBody,
  KioskCheckInBody,
  KioskCheckInResult,
  KioskSession,
  KioskStart,
  KioskStartBody,
  Page,
  Program,
  ProgramBody,
  ProgramUpdateBody,
  Room,
  RoomBody,
} from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

export interface ProgramQuery {
  locationId?: string | null;
  active?: boolean | null;
}
export interface GroupQuery {
  locationId?: string | null;
  programId?: string | null;
  facilitatorId?: string | null;
  active?: boolean | null;
  searchQuery?: string | null;
  page?: number | null;
  pageSize?: number | null;
}
export interface GroupSessionQuery {
  from?: string | null;
  to?: string | null;
  groupId?: string | null;
  facilitatorId?: string | null;
  locationId?: string | null;
  status?: readonly GroupNoteStatus[] | null;
  includeCancelled?: boolean | null;
  page?: number | null;
  pageSize?: number | null;
}

const seg = encodeURIComponent;

/** REST routes of programs, rooms, groups, sessions, rosters, attendance and the kiosk (`/api/auth/...`). */
export class GroupTherapyApi {
  constructor(private readonly rest: RestClient) {}

  programs(query: ProgramQuery): Promise<Program[]> {
    return this.rest.results("GET", "/api/auth/programs", { query: { ...query } });
  }
  createProgram(body: z.input<typeof ProgramBody>): Promise<Program> {
    return this.rest.results("POST", "/api/auth/programs", { body });
  }
  updateProgram(id: string, body: z.input<typeof ProgramUpdateBody>): Promise<Program> {
    return this.rest.results("PATCH", `/api/auth/programs/${seg(id)}`, { body });
  }

  rooms(query: { locationId?: string | null }): Promise<Room[]> {
    return this.rest.results("GET", "/api/auth/rooms", { query: { ...query } });
  }
  createRoom(body: z.input<typeof RoomBody>): Promise<Room> {
    return this.rest.results("POST", "/api/auth/rooms", { body });
  }

  groups(query: GroupQuery): Promise<Page<Group>> {
    return this.rest.call("GET", "/api/auth/groups", { query: { ...query } });
  }
  group(id: string): Promise<Group> {
    return this.rest.results("GET", `/api/auth/groups/${seg(id)}`);
  }
  createGroup(body: z.input<typeof GroupBody>): Promise<Group> {
    return this.rest.results("POST", "/api/auth/groups", { body });
  }
  updateGroup(id: string, body: z.input<typeof GroupUpdateBody>): Promise<Group> {
    return this.rest.results("PATCH", `/api/auth/groups/${seg(id)}`, { body });
  }

  sessions(query: GroupSessionQuery): Promise<Page<GroupSession>> {
    return this.rest.call("GET", "/api/auth/group-sessions", { query: { ...query } });
  }
  session(id: string): Promise<GroupSession> {
    return this.rest.results("GET", `/api/auth/group-sessions/${seg(id)}`);
  }
  /** An ad hoc session with its note, roster and document. */
  createSession(body: z.input<typeof GroupSessionBody>): Promise<GroupSession> {
    return this.rest.results("POST", "/api/auth/group-sessions", { body });
  }
  /** Sessions from the groups' weekly schedules; idempotent. */
  generateSessions(body: z.input<typeof GenerateSessionsBody>): Promise<GenerateSessionsResult> {
    return this.rest.results("POST", "/api/auth/group-sessions/generate", { body });
  }
  updateSession(id: string, body: z.input<typeof GroupSessionUpdateBody>): Promise<GroupSession> {
    return this.rest.results("PATCH", `/api/auth/group-sessions/${seg(id)}`, { body });
  }
  cancelSession(id: string, body: z.input<typeof CancelSessionBody>): Promise<GroupSession> {
    return this.rest.results("POST", `/api/auth/group-sessions/${seg(id)}/cancel`, { body });
  }

  addRosterClient(sessionId: string, clientId: string): Promise<GroupNote> {
    return this.rest.results("POST", `/api/auth/group-sessions/${seg(sessionId)}/roster`, { body: { clientId } });
  }
  removeRosterClient(sessionId: string, clientId: string): Promise<GroupNote> {
    return this.rest.results("DELETE", `/api/auth/group-sessions/${seg(sessionId)}/roster/${seg(clientId)}`);
  }
  setAttendance(sessionId: string, clientId: string, body: z.input<typeof AttendanceBody>): Promise<AttendanceEntry> {
    return this.rest.results("PUT", `/api/auth/group-sessions/${seg(sessionId)}/attendance/${seg(clientId)}`, { body });
  }
  bulkCheckIn(sessionId: string, body: z.input<typeof BulkCheckInBody>): Promise<AttendanceEntry[]> {
    return this.rest.results("POST", `/api/auth/group-sessions/${seg(sessionId)}/bulk-check-in`, { body });
  }

  /** Opens the kiosk; with signOutHere the API's Set-Cookie clears this browser's sign-in. */
  startKiosk(sessionId: string, body: z.input<typeof KioskStartBody>): Promise<KioskStart> {
    return this.rest.results("POST", `/api/auth/group-sessions/${seg(sessionId)}/kiosk`, { body });
  }
  /** The caller's credentials must be the kiosk token (Bearer). */
  kioskSession(): Promise<KioskSession> {
    return this.rest.results("GET", "/api/auth/kiosk/session");
  }
  /** The caller's credentials must be the kiosk token (Bearer). */
  kioskCheckIn(body: z.input<typeof KioskCheckInBody>): Promise<KioskCheckInResult> {
    return this.rest.results("POST", "/api/auth/kiosk/self-check-in", { body });
  }
}

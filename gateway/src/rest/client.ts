import type {
  Clinician,
  LoginBody,
  LoginResults,
  Me,
  Page,
  Results,
  StaffRole,
  TwoFactorLoginBody,
  VersionResponse,
} from "@hearth/schema";
import type { z } from "zod";
import { ApiError, apiUnavailable, restErrorToGraphQL } from "./errors";
import type { RestRequest, RestResponse, RestTransport } from "./transport";

export type { RestTransport } from "./transport";
import { ClientsApi } from "./clients";
import { GroupNotesApi } from "./groupNotes";
import { GroupTherapyApi } from "./groupTherapy";
import { NotificationsApi } from "./notifications";
import { RemindersApi } from "./reminders";
import { EventsApi } from "./events";
import { MessagingApi } from "./messaging";
import { TasksApi } from "./tasks";
import { BoardApi } from "./board";
import { HandoffApi } from "./handoff";
import { OrganizationSettingsApi } from "./organizationSettings";

/** What the caller presented to the gateway, forwarded as is so the API decides who they are. */
export interface Credentials {
  /** `Authorization` header, e.g. `Bearer <token>`. */
  authorization?: string | undefined;
  /** The browser's `Cookie` header (carries `token`, and `refresh_token` for logout). */
  cookie?: string | undefined;
  /** The caller's address, so the API's rate limits and audit log see the person, not the gateway. */
  forwardedFor?: string | undefined;
}

export interface ClinicianQuery {
  status?: readonly number[] | null;
  role?: readonly StaffRole[] | null;
  searchQuery?: string | null;
  locationId?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** A query string's values; lists go as one comma-separated value (the API's `listParam`), null and undefined are left out. */
export type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
export type HttpMethod = RestRequest["method"];

function queryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(","));
    } else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * The gateway's one typed client of the REST API. It forwards the caller's credentials, turns
 * REST errors into GraphQL errors (see errors.ts) and hands every `Set-Cookie` the API sends to
 * `onSetCookie`, so that login and logout through GraphQL set and clear the browser's cookies.
 */
export class RestClient {
  private groupTherapyApi: GroupTherapyApi | undefined;
  private groupNotesApi: GroupNotesApi | undefined;
  private clientsApi: ClientsApi | undefined;
  private notificationsApi: NotificationsApi | undefined;
  private remindersApi: RemindersApi | undefined;
  private eventsApi: EventsApi | undefined;
  private messagingApi: MessagingApi | undefined;
  private tasksApi: TasksApi | undefined;
  private boardApi: BoardApi | undefined;
  private handoffApi: HandoffApi | undefined;
  private organizationSettingsApi: OrganizationSettingsApi | undefined;

  constructor(
    private readonly transport: RestTransport,
    private readonly credentials: Credentials,
    private readonly onSetCookie?: (cookies: string[]) => void,
  ) {}

  /** Programs, rooms, groups, sessions, attendance and the check-in kiosk. */
  get groupTherapy(): GroupTherapyApi {
    return (this.groupTherapyApi ??= new GroupTherapyApi(this));
  }

  /** Group notes: reading, signing, approving, addenda, print. */
  get groupNotes(): GroupNotesApi {
    return (this.groupNotesApi ??= new GroupNotesApi(this));
  }

  /** Client summaries and their group history. */
  get clients(): ClientsApi {
    return (this.clientsApi ??= new ClientsApi(this));
  }

  /** The signed-in user's notifications: the feed, counts, read state, and announcements. */
  get notifications(): NotificationsApi {
    return (this.notificationsApi ??= new NotificationsApi(this));
  }

  /** The signed-in user's reminders on sessions, notes and clients. */
  get reminders(): RemindersApi {
    return (this.remindersApi ??= new RemindersApi(this));
  }

  /** The organization's events: list, read, create, edit, cancel. */
  get events(): EventsApi {
    return (this.eventsApi ??= new EventsApi(this));
  }

  /** Staff messaging: conversations, messages, read receipts, typing, search. */
  get messaging(): MessagingApi {
    return (this.messagingApi ??= new MessagingApi(this));
  }

  /** The signed-in user's tasks: lists, counts, create, edit, complete, delete. */
  get tasks(): TasksApi {
    return (this.tasksApi ??= new TasksApi(this));
  }

  /** A location's live board. */
  get board(): BoardApi {
    return (this.boardApi ??= new BoardApi(this));
  }

  /** A handoff board's shift history. */
  get handoff(): HandoffApi {
    return (this.handoffApi ??= new HandoffApi(this));
  }

  /** The caller's organization's settings. */
  get organizationSettings(): OrganizationSettingsApi {
    return (this.organizationSettingsApi ??= new OrganizationSettingsApi(this));
  }

  get hasCredentials(): boolean {
    return Boolean(this.credentials.authorization || this.credentials.cookie);
  }

  /** The signed-in user, or null when the credentials are missing, expired or revoked. */
  async me(): Promise<Me | null> {
    if (!this.hasCredentials) return null;
    try {
      return (await this.call<Results<Me>>("GET", "/api/auth/me")).results;
    } catch (error) {
      if (error instanceof ApiError && error.code === "UNAUTHENTICATED") return null;
      throw error;
    }
  }

  async login(body: z.input<typeof LoginBody>): Promise<LoginResults> {
    return (await this.call<Results<LoginResults>>("POST", "/api/auth/login", { body })).results;
  }

  async verifyTwoFactorLogin(body: z.input<typeof TwoFactorLoginBody>): Promise<LoginResults> {
    return (await this.call<Results<LoginResults>>("POST", "/api/auth/two-factor/verify", { body })).results;
  }

  async logout(): Promise<void> {
    await this.call<unknown>("POST", "/api/auth/logout");
  }

  clinicians(query: ClinicianQuery): Promise<Page<Clinician>> {
    return this.call<Page<Clinician>>("GET", "/api/auth/clinicians", { query: { ...query } });
  }

  async clinician(id: string): Promise<Clinician> {
    return (await this.call<Results<Clinician>>("GET", `/api/auth/clinicians/${encodeURIComponent(id)}`)).results;
  }

  async version(): Promise<string> {
    return (await this.call<VersionResponse>("GET", "/api/version")).version;
  }

  /** `{ results }` of a call, unwrapped. */
  async results<T>(method: HttpMethod, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    return (await this.call<Results<T>>(method, path, options)).results;
  }

  /** One call with the caller's credentials; for the domain API classes of this folder. */
  async call<T>(method: HttpMethod, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    const { authorization, cookie, forwardedFor } = this.credentials;
    if (authorization) headers.authorization = authorization;
    if (cookie) headers.cookie = cookie;
    if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(options.body);
    }
    let response: RestResponse;
    try {
      response = await this.transport.send({
        method,
        path: `${path}${queryString(options.query)}`,
        headers,
        body: payload,
      });
    } catch {
      throw apiUnavailable();
    }
    if (response.setCookie.length > 0 && this.onSetCookie) this.onSetCookie(response.setCookie);
    const text = response.body;
    let json: unknown;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    if (response.statusCode >= 400) throw restErrorToGraphQL(response.statusCode, json);
    if (text && json === undefined) throw apiUnavailable();
    return json as T;
  }
}

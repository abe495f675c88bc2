/** Product-wide constants from the specification (§3, §9). */
export const PRODUCT_NAME = "Hearth";
export const SERVER_TIME_ZONE = "America/Los_Angeles";
export const SERVER_TIME_ZONE_LABEL = "Pacific";

export const COOKIE = {
  token: "token",
  refreshToken: "refresh_token",
  aiToken: "ai_token",
  role: "role",
  customerType: "CUSTOMER_TYPE",
  clinicianId: "clinician_id",
  clinicianName: "clinician_name",
  buildDate: "build_date",
  clientTimezone: "client_timezone",
  hasAutoTimezone: "has_auto_timezone",
  userTimezone: "user_timezone",
  /** Kept on logout (§9). */
  pushToken: "push_token",
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

const DAY_SECONDS = 24 * 60 * 60;
/** Access token, AI token and every plain cookie live one day; the refresh token seven (§9). */
export const ACCESS_TOKEN_TTL_SECONDS = DAY_SECONDS;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * DAY_SECONDS;
export const COOKIE_PATH = "/";

export const VERSION_POLL_MS = 600_000;
export const BUILD_DATE_POLL_MS = 10_000;
export const BUILD_DATE_FILE = "/build_date.txt";

export const PAGE_SIZE = {
  notifications: 25,
  events: 25,
  clientForms: 25,
  tasks: 25,
  medicationDestruction: 1000,
  clinicians: 25,
  groups: 25,
  groupSessions: 50,
  approvals: 25,
  clients: 25,
  messageSearch: 25,
} as const;
export const MAX_PAGE_SIZE = 200;

/** An author may edit or delete their message this long after sending it. */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;
/** Messages per page of a conversation's history. */
export const MESSAGE_HISTORY_PAGE = 30;
/** Conversations in one page of the messaging list, most recent activity first. */
export const CONVERSATION_PAGE = 200;

/** Drizzle table definitions; the SQL in migrations/ is the source of truth and these mirror it. */
import { bigint, bigserial, boolean, customType, date, integer, jsonb, pgTable, primaryKey, smallint, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AttendanceStatus, CheckInMethod, ClinicianStatusValue, GroupNoteStatus, NotificationSubjectType, NotificationType, ReminderSubject, Role, ScheduleSlot, SessionOrigin, SignatureMethod, SignatureRole, Theme } from "@hearth/schema";
import type { EventAudienceKind, StaffRole } from "@hearth/schema";
import type { BoardEntryKind } from "@hearth/schema";
import type { HandoffShiftName } from "@hearth/schema";
import type { ClientCopyNarrativeMode } from "@hearth/schema";

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** bytea as bytes: node-postgres hands back Buffer, PGlite Uint8Array; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  fromDriver: (value) => new Uint8Array(value),
});

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const locations = pgTable("locations", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  name: text("name").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash"),
  role: text("role").$type<Role>().notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone"),
  photo: text("photo"),
  status: smallint("status").$type<ClinicianStatusValue>().notNull().default(1),
  timezone: text("timezone").notNull().default("America/Los_Angeles"),
  tokenVersion: integer("token_version").notNull().default(0),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  twoFactorSecret: text("two_factor_secret"),
  twoFactorPendingSecret: text("two_factor_pending_secret"),
  twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
  pinHash: text("pin_hash"),
  defaultLocationId: uuid("default_location_id"),
  clientId: uuid("client_id"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const userLocations = pgTable(
  "user_locations",
  { userId: uuid("user_id").notNull(), locationId: uuid("location_id").notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

/** One sign-in and every refresh token rotated from it; revoked when a used token comes back. */
export const refreshTokenFamilies = pgTable("refresh_token_families", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  revokedAt: tstz("revoked_at"),
});

export const refreshTokens = pgTable("refresh_tokens", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  /** Null for tokens issued before families existed. */
  familyId: uuid("family_id"),
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  purpose: text("purpose").$type<"reset" | "invite" | "portal_invite">().notNull(),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const clients = pgTable("clients", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  mrNo: text("mr_no").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  gender: text("gender").notNull(),
  phone: text("phone"),
  levelOfCare: text("level_of_care").notNull(),
  locationId: uuid("location_id").notNull(),
  admissionDate: date("admission_date", { mode: "string" }),
  primaryTherapistId: uuid("primary_therapist_id"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const outbox = pgTable("outbox", {
  seq: bigserial("seq", { mode: "number" }).primaryKey(),
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  payload: jsonb("payload").notNull(),
  occurredAt: tstz("occurred_at").notNull().defaultNow(),
});

export const activityLog = pgTable("activity_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  organizationId: uuid("organization_id"),
  actorId: uuid("actor_id"),
  actorRole: text("actor_role"),
  action: text("action").notNull(),
  subjectType: text("subject_type"),
  subjectId: text("subject_id"),
  outcome: text("outcome").notNull(),
  ip: text("ip"),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const notifications = pgTable("notifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  type: text("type").$type<NotificationType>().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  createdBy: uuid("created_by"),
  readAt: tstz("read_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  /** The item it is about, when it asks something of its recipient (a note to approve). */
  subjectType: text("subject_type").$type<NotificationSubjectType>(),
  subjectId: text("subject_id"),
  /** When its item was dealt with (by anyone): it asks nothing any more. */
  doneAt: tstz("done_at"),
  /** The clients it names (migration 20261125T0540): reading the feed is logged with them. */
  clientIds: uuid("client_ids").array().notNull().default([]),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const reminders = pgTable("reminders", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  userId: uuid("user_id").notNull(),
  subjectType: text("subject_type").$type<ReminderSubject>().notNull(),
  subjectId: text("subject_id").notNull(),
  subjectLabel: text("subject_label").notNull(),
  link: text("link").notNull(),
  remindAt: tstz("remind_at").notNull(),
  note: text("note"),
  firedAt: tstz("fired_at"),
  cancelledAt: tstz("cancelled_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type ReminderRow = typeof reminders.$inferSelect;

export const crashReports = pgTable("crash_reports", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id"),
  organizationId: uuid("organization_id"),
  ip: text("ip"),
  payload: jsonb("payload").$type<Record<string, string | null | undefined>>().notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const collabDocumentUpdates = pgTable("collab_document_updates", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  documentName: text("document_name").notNull(),
  data: bytea("data").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const collabDocumentStates = pgTable("collab_document_states", {
  documentName: text("document_name").primaryKey(),
  state: bytea("state").notNull(),
  throughUpdateId: bigint("through_update_id", { mode: "number" }).notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id").primaryKey(),
  theme: text("theme").$type<Theme>().notNull().default("default"),
  transparent: boolean("transparent").notNull().default(false),
  size: smallint("size").notNull().default(14),
  tableSpacing: smallint("table_spacing").notNull().default(3),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type UserPreferencesRow = typeof userPreferences.$inferSelect;

/** One row per organization that changed a setting; without a row the defaults apply (DEFAULT_ORGANIZATION_SETTINGS). */
export const organizationSettings = pgTable("organization_settings", {
  organizationId: uuid("organization_id").primaryKey(),
  checkInOpensMinutesBefore: smallint("check_in_opens_minutes_before").notNull().default(30),
  groupNarrativeInClientCopy: text("group_narrative_in_client_copy").$type<ClientCopyNarrativeMode>().notNull().default("redacted"),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by"),
});
export type OrganizationSettingsRow = typeof organizationSettings.$inferSelect;

export const termsAcceptances = pgTable(
  "terms_acceptances",
  { userId: uuid("user_id").notNull(), version: text("version").notNull(), acceptedAt: tstz("accepted_at").notNull().defaultNow(), ip: text("ip") },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

export const collabDocumentLocks = pgTable("collab_document_locks", {
  documentName: text("document_name").primaryKey(),
  lockedAt: tstz("locked_at").notNull().defaultNow(),
  reason: text("reason").notNull(),
});

/** Who first brought each Yjs client id into a handoff board (migration 20261125T0400). */
export const handoffClientAuthors = pgTable(
  "handoff_client_authors",
  {
    documentName: text("document_name").notNull(),
    clientId: bigint("client_id", { mode: "number" }).notNull(),
    userId: uuid("user_id").notNull(),
    firstSeenAt: tstz("first_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentName, t.clientId] })],
);

/** Who changed a handoff board in which minute, and with how many updates. */
export const handoffActivity = pgTable(
  "handoff_activity",
  {
    documentName: text("document_name").notNull(),
    minute: tstz("minute").notNull(),
    userId: uuid("user_id").notNull(),
    updates: integer("updates").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentName, t.minute, t.userId] })],
);

/** One per handoff board and shift in which it changed; append-only. */
export const handoffShiftRecords = pgTable("handoff_shift_records", {
  id: uuid("id").primaryKey().defaultRandom(),
  locationId: uuid("location_id").notNull(),
  shiftDate: date("shift_date", { mode: "string" }).notNull(),
  shift: text("shift").$type<HandoffShiftName>().notNull(),
  startsAt: tstz("starts_at").notNull(),
  endsAt: tstz("ends_at").notNull(),
  recordedAt: tstz("recorded_at").notNull().defaultNow(),
  state: bytea("state"),
  endStateVector: bytea("end_state_vector"),
  startStateVector: bytea("start_state_vector").notNull(),
  contentJson: jsonb("content_json"),
  contentHtml: text("content_html"),
  contentText: text("content_text"),
  contentEmpty: boolean("content_empty"),
  attribution: jsonb("attribution").$type<AttributedBlockRow[]>().notNull().default([]),
});
export type HandoffShiftRecordRow = typeof handoffShiftRecords.$inferSelect;
/** A block of a record's attributed rendering, as stored (authors by user id). */
export interface AttributedBlockRow {
  kind: "paragraph" | "heading" | "quote" | "listitem";
  tag: string | null;
  listType: "bullet" | "number" | "check" | null;
  depth: number;
  checked: boolean | null;
  authors: string[];
  segments: Array<{ text: string; author: string | null; isNew: boolean }>;
}

export const handoffShiftContributors = pgTable(
  "handoff_shift_contributors",
  {
    recordId: uuid("record_id").notNull(),
    userId: uuid("user_id").notNull(),
    firstEditAt: tstz("first_edit_at").notNull(),
    lastEditAt: tstz("last_edit_at").notNull(),
    minutesActive: integer("minutes_active").notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.userId] })],
);

export const programs = pgTable("programs", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id"),
  name: text("name").notNull(),
  levelOfCare: text("level_of_care"),
  active: boolean("active").notNull().default(true),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type ProgramRow = typeof programs.$inferSelect;

export const rooms = pgTable("rooms", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id").notNull(),
  name: text("name").notNull(),
  capacity: integer("capacity"),
  active: boolean("active").notNull().default(true),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type RoomRow = typeof rooms.$inferSelect;

export const groups = pgTable("groups", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id").notNull(),
  programId: uuid("program_id").notNull(),
  name: text("name").notNull(),
  description: text("description"),
  roomId: uuid("room_id"),
  serviceCode: text("service_code"),
  schedule: jsonb("schedule").$type<ScheduleSlot[]>().notNull().default([]),
  active: boolean("active").notNull().default(true),
  createdBy: uuid("created_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type GroupRow = typeof groups.$inferSelect;

export const groupFacilitators = pgTable(
  "group_facilitators",
  { groupId: uuid("group_id").notNull(), userId: uuid("user_id").notNull() },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const groupMembers = pgTable(
  "group_members",
  { groupId: uuid("group_id").notNull(), clientId: uuid("client_id").notNull(), addedAt: tstz("added_at").notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.groupId, t.clientId] })],
);

/** `time` columns read back as "HH:mm:ss"; the REST contract shows "HH:mm". */
export const groupSessions = pgTable("group_sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id").notNull(),
  groupId: uuid("group_id").notNull(),
  sessionDate: date("session_date", { mode: "string" }).notNull(),
  startTime: time("start_time").notNull(),
  endTime: time("end_time").notNull(),
  startsAt: tstz("starts_at").notNull(),
  endsAt: tstz("ends_at").notNull(),
  topic: text("topic"),
  facilitatorId: uuid("facilitator_id").notNull(),
  roomId: uuid("room_id"),
  origin: text("origin").$type<SessionOrigin>().notNull(),
  cancelledAt: tstz("cancelled_at"),
  cancelReason: text("cancel_reason"),
  cancelledBy: uuid("cancelled_by"),
  createdBy: uuid("created_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  /** When its facilitators were told it starts soon (scheduler); null until then. */
  soonNotifiedAt: tstz("soon_notified_at"),
});
export type GroupSessionRow = typeof groupSessions.$inferSelect;

export const groupSessionCoFacilitators = pgTable(
  "group_session_co_facilitators",
  { sessionId: uuid("session_id").notNull(), userId: uuid("user_id").notNull() },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

export const groupNotes = pgTable("group_notes", {
  id: uuid("id").primaryKey().defaultRandom(),
  sessionId: uuid("session_id").notNull(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id").notNull(),
  status: text("status").$type<GroupNoteStatus>().notNull().default("draft"),
  revision: integer("revision").notNull().default(1),
  submittedAt: tstz("submitted_at"),
  submittedBy: uuid("submitted_by"),
  approvedAt: tstz("approved_at"),
  approvedBy: uuid("approved_by"),
  kickedBackAt: tstz("kicked_back_at"),
  kickedBackBy: uuid("kicked_back_by"),
  kickBackComment: text("kick_back_comment"),
  narrativeJson: jsonb("narrative_json"),
  narrativeHtml: text("narrative_html"),
  narrativeText: text("narrative_text"),
  contentHash: text("content_hash"),
  narrativeBootstrappedAt: tstz("narrative_bootstrapped_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type GroupNoteRow = typeof groupNotes.$inferSelect;

export const groupClientNotes = pgTable("group_client_notes", {
  id: uuid("id").primaryKey().defaultRandom(),
  noteId: uuid("note_id").notNull(),
  sessionId: uuid("session_id").notNull(),
  clientId: uuid("client_id").notNull(),
  attendanceStatus: text("attendance_status").$type<AttendanceStatus>(),
  minutesAttended: integer("minutes_attended"),
  checkedInAt: tstz("checked_in_at"),
  checkInMethod: text("check_in_method").$type<CheckInMethod>(),
  contentJson: jsonb("content_json"),
  contentHtml: text("content_html"),
  contentText: text("content_text"),
  documentBootstrappedAt: tstz("document_bootstrapped_at"),
  updatedBy: uuid("updated_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type GroupClientNoteRow = typeof groupClientNotes.$inferSelect;

export const groupNoteSignees = pgTable(
  "group_note_signees",
  { noteId: uuid("note_id").notNull(), userId: uuid("user_id").notNull(), addedBy: uuid("added_by"), addedAt: tstz("added_at").notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.noteId, t.userId] })],
);

export const groupNoteSignatures = pgTable("group_note_signatures", {
  id: uuid("id").primaryKey().defaultRandom(),
  noteId: uuid("note_id").notNull(),
  revision: integer("revision").notNull(),
  signerId: uuid("signer_id").notNull(),
  role: text("role").$type<SignatureRole>().notNull(),
  method: text("method").$type<SignatureMethod>().notNull(),
  contentHash: text("content_hash").notNull(),
  signedAt: tstz("signed_at").notNull().defaultNow(),
  voidedAt: tstz("voided_at"),
  voidReason: text("void_reason"),
  ip: text("ip"),
});
export type GroupNoteSignatureRow = typeof groupNoteSignatures.$inferSelect;

export const groupNoteStatusChanges = pgTable("group_note_status_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  noteId: uuid("note_id").notNull(),
  fromStatus: text("from_status").$type<GroupNoteStatus>(),
  toStatus: text("to_status").$type<GroupNoteStatus>().notNull(),
  actorId: uuid("actor_id"),
  comment: text("comment"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const groupNoteAddendums = pgTable("group_note_addendums", {
  id: uuid("id").primaryKey().defaultRandom(),
  noteId: uuid("note_id").notNull(),
  authorId: uuid("author_id").notNull(),
  bodyText: text("body_text").notNull(),
  bodyHtml: text("body_html").notNull(),
  contentHash: text("content_hash").notNull(),
  method: text("method").$type<SignatureMethod>().notNull(),
  signedAt: tstz("signed_at").notNull().defaultNow(),
});

/** Organization events (migration 20261123T1110_events.sql). */
export const orgEvents = pgTable("org_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  title: text("title").notNull(),
  description: text("description"),
  startsAt: tstz("starts_at").notNull(),
  endsAt: tstz("ends_at").notNull(),
  allDay: boolean("all_day").notNull().default(false),
  place: text("place"),
  audienceKind: text("audience_kind").$type<EventAudienceKind>().notNull(),
  audienceLocationIds: uuid("audience_location_ids").array().notNull().default([]),
  audienceRoles: text("audience_roles").array().$type<StaffRole[]>().notNull().default([]),
  createdBy: uuid("created_by"),
  cancelledAt: tstz("cancelled_at"),
  cancelledBy: uuid("cancelled_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type OrgEventRow = typeof orgEvents.$inferSelect;

// Staff messaging (migration 20261123T1120_messaging.sql).
export const conversations = pgTable("conversations", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  kind: text("kind").$type<"direct" | "group">().notNull(),
  title: text("title"),
  clientId: uuid("client_id"),
  directKey: text("direct_key"),
  createdBy: uuid("created_by").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  lastMessageAt: tstz("last_message_at"),
});
export type ConversationRow = typeof conversations.$inferSelect;

export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id").notNull(),
    userId: uuid("user_id").notNull(),
    joinedAt: tstz("joined_at").notNull().defaultNow(),
    lastReadMessageId: uuid("last_read_message_id"),
    lastReadAt: tstz("last_read_at"),
    leftAt: tstz("left_at"),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;

export const messages = pgTable("messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  conversationId: uuid("conversation_id").notNull(),
  authorId: uuid("author_id").notNull(),
  body: text("body").notNull(),
  mentions: uuid("mentions").array().notNull().default([]),
  createdAt: tstz("created_at").notNull().defaultNow(),
  editedAt: tstz("edited_at"),
  deletedAt: tstz("deleted_at"),
});
export type MessageRow = typeof messages.$inferSelect;

/** Staff tasks (migration 20261123T1100_tasks.sql); subjects are those of reminders. */
export const tasks = pgTable("tasks", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  title: text("title").notNull(),
  description: text("description"),
  dueAt: tstz("due_at"),
  assigneeId: uuid("assignee_id").notNull(),
  createdBy: uuid("created_by").notNull(),
  subjectType: text("subject_type").$type<ReminderSubject>(),
  subjectId: text("subject_id"),
  subjectLabel: text("subject_label"),
  subjectLink: text("subject_link"),
  locationId: uuid("location_id"),
  doneAt: tstz("done_at"),
  doneBy: uuid("done_by"),
  dueNotifiedAt: tstz("due_notified_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type TaskRow = typeof tasks.$inferSelect;

/** A location's live board (migration 20261123T1130_location_board.sql). */
export const locationBoardEntries = pgTable("location_board_entries", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id").notNull(),
  kind: text("kind").$type<BoardEntryKind>().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull().default(""),
  link: text("link"),
  actorId: uuid("actor_id"),
  /** The clients the line is about (migration 20261125T0540): reading the board is logged with them. */
  clientIds: uuid("client_ids").array().notNull().default([]),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type LocationBoardEntryRow = typeof locationBoardEntries.$inferSelect;

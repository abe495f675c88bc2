/** Group therapy: programs, rooms, groups, sessions and their co-authored notes. */
import { bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, text, time, uuid } from "drizzle-orm/pg-core";
import type {
  AttendanceStatus,
  CheckInMethod,
  GroupNoteStatus,
  ScheduleSlot,
  SessionOrigin,
  SignatureMethod,
  SignatureRole,
} from "@hearth/schema";
import { tstz } from "./columns";

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
  {
    groupId: uuid("group_id").notNull(),
    clientId: uuid("client_id").notNull(),
    addedAt: tstz("added_at").notNull().defaultNow(),
  },
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
  {
    noteId: uuid("note_id").notNull(),
    userId: uuid("user_id").notNull(),
    addedBy: uuid("added_by"),
    addedAt: tstz("added_at").notNull().defaultNow(),
  },
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

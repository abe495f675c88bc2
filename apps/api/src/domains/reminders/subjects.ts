/**
 * What a reminder can be set on, each looked up under the policy that guards it: the caller may set
 * a reminder only on what they may read, and anything else is answered as missing.
 */
import { and, eq } from "drizzle-orm";
import { clientIdentityText } from "@hearth/schema";
import type { ReminderSubject } from "@hearth/schema";
import type { Db } from "../../db/client";
import { clients, groups } from "../../db/schema";
import type { GroupSessionRow } from "../../db/schema";
import { canClient } from "../clients/policy";
import { allowed, isUuid, loadNote } from "../groupNotes/load";
import { canReadClinicalAt } from "../../authz/principal";
import type { Principal } from "../../authz/principal";
import { sessionById } from "../groupSessions/create";
import { sessionStartLabel } from "../../kernel/time";

/** The subject as the owner will see it in the list and the notification. */
export interface ResolvedSubject {
  label: string;
  link: string;
}

/** Who is asking: the caller, or a reminder's owner when it fires. */
export type SubjectViewer = Principal & { isStaff: boolean };

export type SubjectLookup =
  { ok: true; subject: ResolvedSubject } | { ok: false; reason: "not_found" | "not_in_scope" };

const sessionPage = (sessionId: string) => `/groupnotes/session/${sessionId}`;

/** "Relapse Prevention, 11-23-2026 10:00 AM": the session as staff know it. */
async function sessionLabel(db: Db, session: GroupSessionRow): Promise<string> {
  const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, session.groupId));
  return `${group?.name ?? "Group session"}, ${sessionStartLabel(session.sessionDate, session.startTime)}`;
}

async function groupSession(db: Db, ctx: SubjectViewer, id: string): Promise<SubjectLookup> {
  const session = isUuid(id) ? await sessionById(db, ctx.organizationId, id) : undefined;
  if (!session) return { ok: false, reason: "not_found" };
  if (!canReadClinicalAt(ctx, session.locationId)) return { ok: false, reason: "not_in_scope" };
  return { ok: true, subject: { label: await sessionLabel(db, session), link: sessionPage(session.id) } };
}

async function groupNote(db: Db, ctx: SubjectViewer, id: string): Promise<SubjectLookup> {
  const loaded = await loadNote(db, id);
  if (!loaded) return { ok: false, reason: "not_found" };
  if (!allowed(ctx, "read", loaded).ok) return { ok: false, reason: "not_in_scope" };
  return {
    ok: true,
    subject: { label: `Group note, ${await sessionLabel(db, loaded.session)}`, link: sessionPage(loaded.session.id) },
  };
}

/**
 * "James Anderson · HRT-000101 · DOB 01-01-1960": a client named so that a namesake cannot be
 * mistaken for them. Stored with the reminder or task, so without the age, which would go stale.
 */
export const clientSubjectLabel = (c: {
  firstName: string;
  lastName: string;
  mrNo: string;
  dateOfBirth: string;
}): string =>
  clientIdentityText({ fullname: `${c.firstName} ${c.lastName}`.trim(), mrNo: c.mrNo, dateOfBirth: c.dateOfBirth });

async function client(db: Db, ctx: SubjectViewer, mrNo: string): Promise<SubjectLookup> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, mrNo), eq(clients.organizationId, ctx.organizationId)));
  if (!row) return { ok: false, reason: "not_found" };
  if (!canClient(ctx, "read", row)) return { ok: false, reason: "not_in_scope" };
  return { ok: true, subject: { label: clientSubjectLabel(row), link: `/clients/${encodeURIComponent(row.mrNo)}` } };
}

/** The subject's label and link when the caller may see it. */
export async function resolveSubject(
  db: Db,
  ctx: SubjectViewer,
  type: ReminderSubject,
  id: string,
): Promise<SubjectLookup> {
  switch (type) {
    case "group_session":
      return groupSession(db, ctx, id);
    case "group_note":
      return groupNote(db, ctx, id);
    case "client":
      return client(db, ctx, id);
  }
}

/** The 404 message per subject type, as the subject's own routes word it. */
export const SUBJECT_NAMES: Record<ReminderSubject, string> = {
  group_session: "Group session",
  group_note: "Group note",
  client: "Client",
};

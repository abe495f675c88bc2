/**
 * What a reminder can be set on, each looked up under the policy that guards it (the subject's
 * domain registers it with the authorization kernel): the caller may set a reminder only on what
 * they may read, and anything else is answered as missing.
 */
import type { ReminderSubject } from "@hearth/schema";
import type { Db } from "../../db/client";
import { lookUpSubject, subjectOf } from "../../authz/subjects";
import type { SubjectViewer } from "../../authz/subjects";

/** The subject as the owner will see it in the list and the notification. */
export interface ResolvedSubject {
  label: string;
  link: string;
}

export type { SubjectViewer };

export type SubjectLookup =
  { ok: true; subject: ResolvedSubject } | { ok: false; reason: "not_found" | "not_in_scope" };

/** The subject's label and link when the caller may see it. */
export async function resolveSubject(
  db: Db,
  viewer: SubjectViewer,
  type: ReminderSubject,
  id: string,
): Promise<SubjectLookup> {
  const lookup = await lookUpSubject(db, viewer, type, id);
  if (!lookup.ok) return { ok: false, reason: lookup.reason };
  return { ok: true, subject: await lookup.subject.describe(db, lookup.resource) };
}

/** The 404 message's name of a subject type, as the subject's own routes word it. */
export const subjectName = (type: ReminderSubject): string => subjectOf(type).name;

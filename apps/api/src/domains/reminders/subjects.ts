/**
 * What a reminder is about, looked up again when it fires under the policy that guards it (the
 * subject's domain registers it with the authorization kernel), as its owner may see it then.
 * Setting one asks the kernel's `authorizeSubject`.
 */
import type { ReminderSubject } from "@hearth/schema";
import type { Db } from "../../db/client";
import { lookUpSubject } from "../../authz/subjects";
import type { SubjectViewer } from "../../authz/subjects";

/** The subject as the owner will see it in the list and the notification. */
export interface ResolvedSubject {
  label: string;
  link: string;
}

export type { SubjectViewer };

export type SubjectLookup =
  { ok: true; subject: ResolvedSubject } | { ok: false; reason: "not_found" | "not_in_scope" };

/** The subject's label and link when `viewer` may see it. */
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

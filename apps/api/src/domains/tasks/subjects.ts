/**
 * Whether a given staff member may see what a task is about (and so be given the task). The
 * creator's own access is checked by the kernel's `authorizeSubject`: both look the subject up in
 * the authorization kernel, under the rules its domain registered.
 */
import type { TaskSubject } from "@hearth/schema";
import type { Db } from "../../db/client";
import { subjectOf } from "../../authz/subjects";
import type { SubjectViewer } from "../../authz/subjects";

/** A staff member as the access rules see them, whether or not they are the caller. */
export type StaffPrincipal = SubjectViewer;

export interface SubjectScope {
  locationId: string;
  /** May this person see the subject (and so be given a task about it)? */
  visibleTo(p: StaffPrincipal): boolean;
}

/** The subject's location and visibility rule; null when it does not exist in the organization. */
export async function subjectScope(
  db: Db,
  organizationId: string,
  type: TaskSubject,
  id: string,
): Promise<SubjectScope | null> {
  const subject = subjectOf(type);
  const resource = await subject.load(db, organizationId, id);
  if (resource === null) return null;
  return {
    locationId: subject.locationOf(resource),
    visibleTo: (p) => subject.denial(p, subject.readAction, resource) === null,
  };
}

/** How the 422 names what the assignee may not see. */
export const subjectWords = (type: TaskSubject): string => subjectOf(type).words;

/**
 * The things a task, a reminder or an audit line can be about, each registered by its domain with
 * how to load it and who may see it. Tasks, reminders and the generated authorization tests look
 * subjects up here instead of switching over kinds, so a new domain's subjects work everywhere the
 * day the domain lists them.
 */
import type { Action, SubjectType } from "@hearth/schema";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { authorize } from "./authorize";
import { refuse } from "./decision";
import type { Denial } from "./decision";
import type { Principal } from "./principal";

/** Anyone the rules judge: the caller, or another person (a task's assignee, a reminder's owner). */
export type SubjectViewer = Principal & { isStaff: boolean };

export interface SubjectDefinition<Resource = unknown> {
  type: SubjectType;
  /** How its 404 names it: "Group note". */
  name: string;
  /** How a 422 names it to someone choosing an assignee: "this group note". */
  words: string;
  /** The action that reading it is, in the audit's words. */
  readAction: Action;
  /** The object of the organization with this id (an MR number for clients), or null. */
  load(db: Db, organizationId: string, id: string): Promise<Resource | null>;
  locationOf(resource: Resource): string;
  /** Why `viewer` may not do `action` with it, or null when they may. */
  denial(viewer: SubjectViewer, action: Action, resource: Resource): Denial | null;
  /** How a reminder or a task names it and where it links. */
  describe(db: Db, resource: Resource): Promise<{ label: string; link: string }>;
}

const registry = new Map<SubjectType, SubjectDefinition>();

/** Called once by the API's composition with every domain's subjects. */
export function registerSubjects(definitions: readonly SubjectDefinition[]): void {
  for (const definition of definitions) {
    const existing = registry.get(definition.type);
    if (existing && existing !== definition) throw new Error(`Two domains register the subject ${definition.type}`);
    registry.set(definition.type, definition);
  }
}

/** The registered subject of this type; every type of the contract has one once the API is composed. */
export function subjectOf(type: SubjectType): SubjectDefinition {
  const definition = registry.get(type);
  if (!definition) throw new Error(`No domain registers the subject ${type}`);
  return definition;
}

/** Typed definitions stay typed where they are written and mix in one list. */
export const defineSubject = <Resource>(definition: SubjectDefinition<Resource>): SubjectDefinition =>
  definition as unknown as SubjectDefinition;

export type SubjectLookup<Resource = unknown> =
  | { ok: true; subject: SubjectDefinition; resource: Resource }
  | { ok: false; subject: SubjectDefinition; reason: "not_found" | "not_in_scope" };

/** The subject when `viewer` may read it; unknown and out-of-reach ones are told apart only to the caller's audit. */
export async function lookUpSubject(
  db: Db,
  viewer: SubjectViewer,
  type: SubjectType,
  id: string,
): Promise<SubjectLookup> {
  const subject = subjectOf(type);
  const resource = await subject.load(db, viewer.organizationId, id);
  if (resource === null) return { ok: false, subject, reason: "not_found" };
  if (subject.denial(viewer, subject.readAction, resource)) return { ok: false, subject, reason: "not_in_scope" };
  return { ok: true, subject, resource };
}

/**
 * The subject the caller sets a reminder or a task on, named and located, when they may read it.
 * Anything else is answered as missing (404, whatever the subject's own rule would tell a reader)
 * and the kernel logs the refusal as `action`, about the subject.
 */
export async function authorizeSubject(
  db: Db,
  ctx: RequestContext,
  action: Action,
  type: SubjectType,
  id: string,
): Promise<{ label: string; link: string; locationId: string }> {
  const subject = subjectOf(type);
  const resource = await authorize(db, ctx, action, {
    subjectType: type,
    subjectName: subject.name,
    subjectId: id,
    resource: await subject.load(db, ctx.organizationId, id),
    denial: (caller, _action, found) =>
      subject.denial(caller, subject.readAction, found) ? refuse.notFound("not_in_scope") : null,
  });
  return { ...(await subject.describe(db, resource)), locationId: subject.locationOf(resource) };
}

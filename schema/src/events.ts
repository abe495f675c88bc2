import type { GroupNoteChange, GroupNoteStatus } from "./groupNotes";
import type { NotificationType } from "./notifications";
import type { NotificationCounts } from "./rest/notifications";

/** The catalogue of domain events published through the outbox and the EventBus. */
export interface EventPayloads {
  "notification.created": {
    notificationId: string;
    userId: string;
    type: NotificationType;
    title: string;
    body: string;
    link: string | null;
    createdAt: string;
  };
  /** The user's read state changed (one, several or all marked read): their counts are now these. */
  "notification.read": { userId: string; counts: NotificationCounts };
  "user.sessions_revoked": { userId: string; reason: "logout" | "password_change" | "two_factor_change" | "deactivated" };
  /** The document became read-only for everyone (a note was submitted or signed). */
  "document.locked": { documentName: string };
  /** The document is editable again (a note was returned for revision). */
  "document.unlocked": { documentName: string };
  /**
   * The API wrote an update into a document (e.g. the template of a client added to a group
   * note's roster). It is already stored; open copies apply it and relay it to their peers.
   */
  "document.patched": { documentName: string; update: string };
  /** Anything about a group note a viewer would see change: status, attendance, signatures. */
  "groupNote.changed": {
    noteId: string;
    sessionId: string;
    locationId: string;
    status: GroupNoteStatus;
    change: GroupNoteChange;
    actorId: string | null;
    occurredAt: string;
  };
}
export type EventName = keyof EventPayloads;

/** What travels on the bus: one outbox row. `id` lets consumers drop a repeat delivery. */
export interface DomainEvent<N extends EventName = EventName> {
  id: string;
  name: N;
  payload: EventPayloads[N];
  occurredAt: string;
}
export type AnyDomainEvent = { [N in EventName]: DomainEvent<N> }[EventName];

export interface EventBus {
  publish(event: AnyDomainEvent): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(handler: (event: AnyDomainEvent) => void): () => void;
  close(): Promise<void>;
}

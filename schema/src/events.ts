import type { GroupNoteChange, GroupNoteStatus } from "./groupNotes";
import type { NotificationType } from "./notifications";
import type { NotificationCounts } from "./rest/notifications";
import type { TaskChangeKind } from "./rest/tasks";
import type { EventAudienceKind } from "./rest/events";
import type { StaffRole } from "./roles";
import type { ClientChartPart } from "./clientChart";

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
  /** Notifications of the user were done (their item dealt with, by anyone): shown as done, and read. */
  "notification.done": { userId: string; notificationIds: string[]; doneAt: string };
  /** The user's read state changed (one, several or all marked read): their counts are now these. */
  "notification.read": { userId: string; counts: NotificationCounts };
  "user.sessions_revoked": {
    userId: string;
    reason: "logout" | "password_change" | "two_factor_change" | "deactivated";
  };
  /**
   * A change that can narrow someone's access committed (see AccessNarrowedReason). The collab
   * server re-checks every open socket of these users and every socket on these documents, the
   * gateway every subscription of these users, each asking the API with the socket's own
   * credentials. Names who and what, never the data; the API translates its own "what" (a
   * location, a client) into the users and documents concerned.
   */
  "access.narrowed": { userIds: string[]; documentNames: string[]; reason: AccessNarrowedReason };
  /** The document became read-only for everyone (a note was submitted or signed). */
  "document.locked": { documentName: string };
  /** The document is editable again (a note was returned for revision). */
  "document.unlocked": { documentName: string };
  /**
   * The API wrote an update into a document (e.g. the template of a client added to a group
   * note's roster). It is already stored; open copies apply it and relay it to their peers.
   */
  "document.patched": { documentName: string; update: string };
  /** A line was added to a location's live board; subscribers fetch it with their own credentials. */
  "board.entry_added": { entryId: string; locationId: string; organizationId: string; occurredAt: string };
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
  /** A message was added, edited or deleted; `memberIds` (current members) lets the gateway match subscribers before fetching it. */
  "message.changed": {
    conversationId: string;
    messageId: string;
    change: "added" | "edited" | "deleted";
    memberIds: string[];
    occurredAt: string;
  };
  /** A member read a conversation up to a message (read receipts). */
  "conversation.read": { conversationId: string; userId: string; lastReadMessageId: string; memberIds: string[] };
  /** A conversation was started, or people joined or left it; `memberIds`: its members now. Their lists show it. */
  "conversation.members_changed": { conversationId: string; memberIds: string[] };
  /** A member is typing: ephemeral, never stored beyond the outbox row that carries it. */
  "conversation.typing": { conversationId: string; userId: string; name: string; memberIds: string[] };
  /** An organization event was created, changed or cancelled; `audience` lets the gateway match subscribers before fetching it. */
  "orgEvent.changed": {
    eventId: string;
    organizationId: string;
    change: "created" | "updated" | "cancelled";
    audience: { kind: EventAudienceKind; locationIds: string[]; roles: StaffRole[] };
    occurredAt: string;
  };
  /**
   * A task was created, edited, done, reopened or deleted. Only its assignee and creator hear of it
   * (and, on a reassignment, the previous assignee, whose list loses it).
   */
  "task.changed": {
    taskId: string;
    assigneeId: string;
    createdBy: string;
    previousAssigneeId?: string | null;
    change: TaskChangeKind;
    occurredAt: string;
  };
  /**
   * A part of a client's chart changed (committed). The gateway matches subscribers of `clientChanged(mrNo)`
   * by organization and location, then each fetches what changed with their own credentials.
   */
  "client.changed": {
    clientId: string;
    mrNo: string;
    organizationId: string;
    locationId: string;
    part: ClientChartPart;
    actorId: string | null;
    occurredAt: string;
  };
}
export type EventName = keyof EventPayloads;

/**
 * Why access may have narrowed. Deactivation is not here: it revokes the user's sessions
 * ("user.sessions_revoked"), which closes their sockets outright; sealing a note is
 * "document.locked". A later rule of this kind adds its reason and publishes "access.narrowed".
 */
export type AccessNarrowedReason =
  "clinician_role_or_locations" | "session_staff" | "session_cancelled" | "signee_removed" | "refresh_token_reuse";

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

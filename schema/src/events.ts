/** The catalogue of domain events published through the outbox and the EventBus. */
export interface EventPayloads {
  "notification.created": {
    notificationId: string;
    userId: string;
    type: string;
    title: string;
    body: string;
    link: string | null;
    createdAt: string;
  };
  "user.sessions_revoked": { userId: string; reason: "logout" | "password_change" | "two_factor_change" | "deactivated" };
  "document.locked": { documentName: string };
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

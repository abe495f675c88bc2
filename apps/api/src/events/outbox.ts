/** Domain events are rows in the outbox, written in the same transaction as the change they announce. */
import { randomUUID } from "node:crypto";
import type { AnyDomainEvent, DomainEvent, EventName, EventPayloads } from "@hearth/schema";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";

/**
 * The events each transaction opened by OutboxRelay.transaction has written so far, so that its
 * commit can publish them at once from memory. A transaction opened any other way has no list: its
 * rows go out through the relay's drain.
 */
const writtenBy = new WeakMap<object, AnyDomainEvent[]>();

/** Collects the events `tx` writes into `events` (OutboxRelay.transaction). */
export function collectEventsOf(tx: object, events: AnyDomainEvent[]): void {
  writtenBy.set(tx, events);
}

export async function enqueueEvent<N extends EventName>(
  tx: Db,
  name: N,
  payload: EventPayloads[N],
): Promise<DomainEvent<N>> {
  const event: DomainEvent<N> = { id: randomUUID(), name, payload, occurredAt: new Date().toISOString() };
  await tx.insert(outbox).values({ id: event.id, name, payload, occurredAt: new Date(event.occurredAt) });
  writtenBy.get(tx)?.push(event as AnyDomainEvent);
  return event;
}

export async function enqueueEvents<N extends EventName>(
  tx: Db,
  name: N,
  payloads: EventPayloads[N][],
): Promise<number> {
  if (payloads.length === 0) return 0;
  const now = new Date();
  const rows = payloads.map((payload) => ({ id: randomUUID(), name, payload, occurredAt: now }));
  // Chunked so a large announcement stays under the bind-parameter limit.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(outbox).values(rows.slice(i, i + 1000));
  const written = writtenBy.get(tx);
  if (written)
    for (const row of rows)
      written.push({ id: row.id, name, payload: row.payload, occurredAt: now.toISOString() } as AnyDomainEvent);
  return rows.length;
}

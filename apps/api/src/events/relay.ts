/**
 * Publishes outbox rows to the EventBus. A row lives only until its event is published.
 *
 * A change made through `transaction()` publishes the events it wrote from memory as soon as it
 * commits: no read of the outbox stands between a commit and its subscribers. Their rows are deleted
 * at the next poll (every second), one statement per 1,000, not one per change.
 *
 * The drain is the safety net. Every poll it claims rows older than a grace period (FOR UPDATE SKIP
 * LOCKED, so several API instances never publish the same row): rows left behind by a process that
 * died before publishing or deleting, rows whose publish failed, and rows written outside
 * `transaction()`. The grace period keeps every instance's drain away from rows their writer is
 * still publishing. Delivery is at least once; consumers drop a repeated event id.
 */
import { asc, inArray, lt, sql } from "drizzle-orm";
import type { AnyDomainEvent, EventBus } from "@hearth/schema";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { collectEventsOf } from "./outbox";

/** Rows per statement, claimed or deleted: a 5,000-recipient announcement takes five. */
const BATCH = 1000;
/** How old a row must be before the drain takes it from its writer. */
export const DRAIN_GRACE_MS = 5000;

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  /** Publications from memory still under way. */
  private readonly publications = new Set<Promise<void>>();
  /** Ids published from memory whose rows are not deleted yet. */
  private published: string[] = [];

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly onError: (error: unknown) => void,
    private readonly pollMs = 1000,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs `fn` in one transaction; once it commits, the events it wrote are published. */
  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const events: AnyDomainEvent[] = [];
    const result = await this.db.transaction((tx) => {
      collectEventsOf(tx, events);
      return fn(tx as unknown as Db);
    });
    if (events.length > 0) this.publishCommitted(events);
    return result;
  }

  /** Asks for a poll soon (deleting published rows, then draining); calls during one schedule exactly one more. */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when everything committed so far is published and out of the outbox, whatever its age (tests, shutdown). */
  async flush(): Promise<void> {
    await Promise.all(this.publications);
    while (this.running) await this.running;
    await this.deletePublished();
    await this.drain(0);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.publications);
    while (this.running) await this.running;
    await this.deletePublished().catch(this.onError);
  }

  /** All at once, in order (over Redis, pipelined on one connection). A failed publish leaves its rows to the drain. */
  private publishCommitted(events: AnyDomainEvent[]): void {
    const publication = Promise.all(events.map((event) => this.bus.publish(event)))
      .then(
        () => {
          for (const event of events) this.published.push(event.id);
        },
        (error: unknown) => this.onError(error),
      )
      .finally(() => this.publications.delete(publication));
    this.publications.add(publication);
  }

  private async deletePublished(): Promise<void> {
    while (this.published.length > 0) {
      const ids = this.published.splice(0, BATCH);
      try {
        // One text parameter, not a thousand: binding and parsing them would cost more than the delete.
        await this.db.delete(outbox).where(sql`${outbox.id} = ANY(string_to_array(${ids.join(",")}, ',')::uuid[])`);
      } catch (error) {
        this.published.unshift(...ids);
        throw error;
      }
    }
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.deletePublished();
        await this.drain(DRAIN_GRACE_MS);
      } catch (error) {
        this.onError(error);
        return;
      }
    } while (this.again && !this.closed);
  }

  /** Publishes the rows at least `graceMs` old, oldest first. */
  private async drain(graceMs: number): Promise<void> {
    const old = graceMs > 0 ? lt(outbox.occurredAt, sql`now() - make_interval(secs => ${graceMs / 1000})`) : undefined;
    for (;;) {
      const published = await this.db.transaction(async (tx) => {
        // One statement claims (FOR UPDATE SKIP LOCKED), deletes and reads the batch; the delete only
        // commits after every publish below went out, so a crash in between publishes it again.
        const claimed = tx
          .select({ seq: outbox.seq })
          .from(outbox)
          .where(old)
          .orderBy(asc(outbox.seq))
          .limit(BATCH)
          .for("update", { skipLocked: true });
        const rows = await tx.delete(outbox).where(inArray(outbox.seq, claimed)).returning();
        rows.sort((a, b) => a.seq - b.seq);
        await Promise.all(
          rows.map((row) =>
            this.bus.publish({
              id: row.id,
              name: row.name,
              payload: row.payload,
              occurredAt: row.occurredAt.toISOString(),
            } as AnyDomainEvent),
          ),
        );
        return rows.length;
      });
      if (published < BATCH) return;
    }
  }
}

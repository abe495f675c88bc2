import type { EventBus, EventPayloads } from "@hearth/schema";
import { ApiCallError } from "./api";
import type { CollabApi } from "./api";
import { CLOSE } from "./closeCodes";
import type { Connection } from "./connection";
import type { Logger } from "@hearth/logger";
import type { ConnectionSet } from "./sessions";

/** How a socket was admitted: its document and the token the API was asked with. */
interface Admitted {
  documentName: string;
  token: string;
  checking: boolean;
  /** A narrowing arrived while its check was under way (whose answer may predate it): ask once more. */
  again: boolean;
}

interface Narrowing {
  seq: number;
  at: number;
  userIds: ReadonlySet<string>;
  documentNames: ReadonlySet<string>;
}

/** Far longer than any admission (the API call alone times out after 10 s). */
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 1_000;
/** Access checks in flight at once for this process: a narrowing that concerns many sockets must not stampede the API. */
const MAX_CHECKS_IN_FLIGHT = 16;

/** What the API answers now for an open socket, and what becomes of the socket. */
type Verdict = "edit" | "read" | "none" | "unknown";

/**
 * Access is decided when a socket is admitted; "access.narrowed" on the bus (a nurse moved to
 * another location, a co-facilitator taken off a session, a session cancelled) says it may have
 * changed since. Every open socket of the users it names, and every socket on the documents it
 * names, asks the API again with its own token: still `edit`, nothing happens; `read`, the socket
 * turns read-only (its updates are dropped, the client gets `lockState 1`); `none` (or 403/404),
 * it is closed with 4403, which the provider does not retry. An answer that cannot be had (the
 * API unreachable, the token expired: 401) closes it with 1013, so that the client reconnects
 * and is admitted afresh, with its current credentials, or refused.
 *
 * A socket whose access check was under way when a narrowing arrived may have been answered under
 * the old access: once it joins its document it is checked again if a narrowing since concerns it.
 */
export class AccessWatch {
  private readonly sockets = new WeakMap<Connection, Admitted>();
  private recent: Narrowing[] = [];
  private seq = 0;
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly api: Pick<CollabApi, "access">,
    private readonly connections: ConnectionSet,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Taken before a socket's access check: narrowings that arrive after it concern that check's answer. */
  mark(): number {
    return this.seq;
  }

  /** A socket joined its document, admitted by an access check started at `mark`. */
  admitted(connection: Connection, documentName: string, token: string, mark: number): void {
    const entry: Admitted = { documentName, token, checking: false, again: false };
    this.sockets.set(connection, entry);
    if (mark === this.seq) return;
    // Narrowings since the mark that are forgotten already may have concerned it: ask again to be sure.
    const forgotten = (this.recent[0]?.seq ?? Infinity) > mark + 1;
    const concerned = this.recent.some((n) => n.seq > mark && concerns(n, connection.userId, documentName));
    if (forgotten || concerned) void this.recheck(connection, entry);
  }

  /** "access.narrowed": each socket it concerns asks the API again. */
  narrowed(payload: EventPayloads["access.narrowed"]): void {
    const narrowing: Narrowing = {
      seq: ++this.seq,
      at: this.now(),
      userIds: new Set(payload.userIds),
      documentNames: new Set(payload.documentNames),
    };
    this.remember(narrowing);
    for (const connection of [...this.connections]) {
      const entry = this.sockets.get(connection);
      if (!entry || connection.closed || !concerns(narrowing, connection.userId, entry.documentName)) continue;
      void this.recheck(connection, entry);
    }
  }

  private remember(narrowing: Narrowing): void {
    this.recent.push(narrowing);
    const cutoff = narrowing.at - REMEMBER_MS;
    let drop = 0;
    while (drop < this.recent.length && (this.recent[drop]!.at < cutoff || this.recent.length - drop > MAX_REMEMBERED))
      drop++;
    if (drop > 0) this.recent = this.recent.slice(drop);
  }

  private async recheck(connection: Connection, entry: Admitted): Promise<void> {
    if (entry.checking) {
      entry.again = true;
      return;
    }
    entry.checking = true;
    try {
      do {
        entry.again = false;
        const verdict = await this.ask(entry);
        if (connection.closed) return;
        this.apply(connection, entry, verdict);
      } while (entry.again && !connection.closed);
    } catch (error) {
      // A bug here must cost this socket only, and never leave it with access it may have lost.
      this.log.error(
        { err: error, documentName: entry.documentName, userId: connection.userId },
        "re-checking a collab socket's access failed",
      );
      connection.close(CLOSE.internal);
    } finally {
      entry.checking = false;
    }
  }

  private apply(connection: Connection, entry: Admitted, verdict: Verdict): void {
    const context = { documentName: entry.documentName, userId: connection.userId, access: verdict };
    switch (verdict) {
      case "edit":
        return;
      case "read":
        if (connection.downgradeToRead()) this.log.info(context, "collab socket made read-only: access narrowed");
        return;
      case "none":
        this.log.info(context, "collab socket closed: access narrowed");
        return connection.close(CLOSE.forbidden);
      case "unknown":
        this.log.warn(context, "collab socket closed: its access could not be checked again");
        return connection.close(CLOSE.tryAgain);
    }
  }

  private async ask(entry: Admitted): Promise<Verdict> {
    await this.slot();
    try {
      return (await this.api.access(entry.documentName, entry.token)).access;
    } catch (error) {
      if (error instanceof ApiCallError && (error.status === 403 || error.status === 404)) return "none";
      return "unknown";
    } finally {
      this.release();
    }
  }

  private async slot(): Promise<void> {
    if (this.inFlight < MAX_CHECKS_IN_FLIGHT) {
      this.inFlight++;
      return;
    }
    // Woken by `release`, which hands its slot over (the count stays).
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }
}

function concerns(narrowing: Narrowing, userId: string | null, documentName: string): boolean {
  return (userId !== null && narrowing.userIds.has(userId)) || narrowing.documentNames.has(documentName);
}

/** Feeds "access.narrowed" from the bus to the watch. Returns an unsubscribe. */
export function watchAccessNarrowing(bus: EventBus, watch: AccessWatch): () => void {
  return bus.subscribe((event) => {
    if (event.name === "access.narrowed") watch.narrowed(event.payload);
  });
}

/**
 * When each subscription socket's access token expires. One timer for the whole gateway, armed
 * for the earliest expiry, over a binary min-heap: thousands of sockets cost one timer and
 * O(log n) per connect, not a timer each. Removal is lazy (the entry is only marked), so a socket
 * closing early costs O(1).
 */

/** A timer never waits longer than this, so a far-off expiry (or a clock jump) is looked at again. */
const MAX_WAIT_MS = 60 * 60 * 1000;

interface Entry<T> {
  readonly item: T;
  readonly expiresAt: number;
  removed: boolean;
}

export interface SocketExpiryOptions<T> {
  /** Called once per item, at or just after its expiry. */
  onExpired: (item: T) => void;
  now?: () => number;
}

export class SocketExpiry<T> {
  private readonly heap: Entry<T>[] = [];
  private readonly entries = new Map<T, Entry<T>>();
  private timer: NodeJS.Timeout | undefined;
  /** The time the timer is armed for, so adding a later expiry does not re-arm it. */
  private armedFor = Number.POSITIVE_INFINITY;
  private readonly now: () => number;

  constructor(private readonly o: SocketExpiryOptions<T>) {
    this.now = o.now ?? Date.now;
  }

  /** Watches `item` until `expiresAt` (ms since the epoch); a second call replaces the first. */
  add(item: T, expiresAt: number): void {
    this.remove(item);
    const entry: Entry<T> = { item, expiresAt, removed: false };
    this.entries.set(item, entry);
    this.push(entry);
    if (expiresAt < this.armedFor) this.arm();
  }

  /** Stops watching `item` (its socket closed). */
  remove(item: T): void {
    const entry = this.entries.get(item);
    if (!entry) return;
    entry.removed = true;
    this.entries.delete(item);
    // Lazily removed entries are dropped when they reach the top; if most are dead, rebuild.
    if (this.heap.length > 64 && this.entries.size < this.heap.length / 4) this.compact();
  }

  /** How many items are watched. */
  get size(): number {
    return this.entries.size;
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = Number.POSITIVE_INFINITY;
    this.heap.length = 0;
    this.entries.clear();
  }

  private sweep(): void {
    this.timer = undefined;
    this.armedFor = Number.POSITIVE_INFINITY;
    const now = this.now();
    const expired: T[] = [];
    for (let top = this.heap[0]; top && (top.removed || top.expiresAt <= now); top = this.heap[0]) {
      this.pop();
      if (top.removed) continue;
      this.entries.delete(top.item);
      expired.push(top.item);
    }
    this.arm();
    for (const item of expired) this.o.onExpired(item);
  }

  private arm(): void {
    while (this.heap[0]?.removed) this.pop();
    const top = this.heap[0];
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.armedFor = Number.POSITIVE_INFINITY;
    if (!top) return;
    const wait = Math.min(Math.max(0, top.expiresAt - this.now()), MAX_WAIT_MS);
    this.armedFor = top.expiresAt;
    this.timer = setTimeout(() => this.sweep(), wait);
    this.timer.unref();
  }

  private compact(): void {
    const live = this.heap.filter((e) => !e.removed);
    this.heap.length = 0;
    for (const entry of live) this.push(entry);
  }

  private push(entry: Entry<T>): void {
    const h = this.heap;
    h.push(entry);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.expiresAt <= entry.expiresAt) break;
      h[i] = h[parent]!;
      i = parent;
    }
    h[i] = entry;
  }

  private pop(): void {
    const h = this.heap;
    const last = h.pop();
    if (!last || h.length === 0) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= h.length) break;
      const right = left + 1;
      const child = right < h.length && h[right]!.expiresAt < h[left]!.expiresAt ? right : left;
      if (h[child]!.expiresAt >= last.expiresAt) break;
      h[i] = h[child]!;
      i = child;
    }
    h[i] = last;
  }
}

/** The `exp` claim of a JWT in milliseconds, not verified (the API verified the token); undefined if there is none. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: unknown };
    return typeof claims.exp === "number" && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

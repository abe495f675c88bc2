/**
 * A bounded memory of recently seen event ids. The outbox delivers at least once, so the same
 * event can arrive twice (a retry after a crash, or two relays); the second copy is dropped.
 */
export class RecentIds {
  private readonly ids = new Set<string>();
  private readonly order: string[] = [];
  private next = 0;

  constructor(private readonly capacity = 10_000) {}

  /** True the first time an id is seen, false for a repeat. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    if (this.order.length < this.capacity) this.order.push(id);
    else {
      this.ids.delete(this.order[this.next]!);
      this.order[this.next] = id;
      this.next = (this.next + 1) % this.capacity;
    }
    this.ids.add(id);
    return true;
  }
}

/**
 * A push-to-pull queue: the event bus pushes, a GraphQL subscription pulls with `for await`.
 * Bounded, so a socket that stops reading cannot grow memory without end; when full the oldest
 * item is dropped (the notification list stays the source of truth; the live feed is a hint).
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private closed = false;

  constructor(
    private readonly onClose: () => void,
    private readonly capacity = 100,
  ) {}

  push(value: T): void {
    if (this.closed) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
      return;
    }
    if (this.queue.length >= this.capacity) this.queue.shift();
    this.queue.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  /** Ends the iteration; a pending `next()` resolves as done. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.length = 0;
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve?.({ value: undefined, done: true });
    this.onClose();
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

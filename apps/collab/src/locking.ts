import type { EventBus } from "@hearth/schema";
import type { DocumentRegistry } from "./documents";

/**
 * Names of documents locked recently. The API answers "read" for a locked document from then on, but a
 * connection whose access check was answered just before the lock must still come up read-only: the
 * registry consults this when it loads a document. Kept for `rememberMs`, far longer than any admission.
 */
export class LockedNames {
  private readonly names = new Map<string, number>();

  constructor(
    private readonly rememberMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  lock(name: string): void {
    this.prune();
    this.names.set(name, this.now() + this.rememberMs);
  }

  /** Reopened (`document.unlocked`): forgotten at once, so the next load comes up editable. */
  unlock(name: string): void {
    this.names.delete(name);
  }

  isLocked(name: string): boolean {
    const until = this.names.get(name);
    return until !== undefined && until > this.now();
  }

  private prune(): void {
    const now = this.now();
    for (const [name, until] of this.names) if (until <= now) this.names.delete(name);
  }
}

/**
 * "document.locked" on the bus makes that document read-only for every connection at once;
 * "document.unlocked" makes it editable again. Returns an unsubscribe.
 */
export function watchDocumentLocks(bus: EventBus, registry: DocumentRegistry): () => void {
  return bus.subscribe((event) => {
    if (event.name === "document.locked") registry.lock(event.payload.documentName);
    else if (event.name === "document.unlocked") registry.unlock(event.payload.documentName);
  });
}

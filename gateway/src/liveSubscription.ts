import { createSourceEventStream } from "graphql";
import type { ExecutionArgs, GraphQLError } from "graphql";

/** Answers that mean the viewer may no longer subscribe (the resolver's own access check said no). */
const DENIED = new Set(["FORBIDDEN", "NOT_FOUND", "UNAUTHENTICATED"]);

export type RecheckOutcome = "kept" | "ended" | "unchanged";

/**
 * The source stream of one subscription, which can be checked again when its viewer's access
 * narrows: `recheck` runs the root field's `subscribe` resolver again under a new context (the
 * viewer as the API describes them now, the same credentials), which asks the same policy that
 * admitted the subscription. Allowed, the new stream takes the old one's place (a hub joined
 * under the new locations and role), without the client noticing; refused, the subscription
 * ends with that refusal (a graphql-ws `error` message: FORBIDDEN, NOT_FOUND or UNAUTHENTICATED).
 * A resolver that failed for another reason (the API unreachable) changes nothing: the hubs
 * fetch every item with the socket's credentials anyway, so the API still decides per event.
 */
export class LiveSubscription implements AsyncIterator<unknown> {
  private failure: GraphQLError | null = null;
  private ended = false;
  /** Each recheck's number: an older one answering late does not undo a newer one. */
  private generation = 0;

  constructor(
    public args: ExecutionArgs,
    private source: AsyncIterator<unknown>,
    private readonly onEnd: (live: LiveSubscription) => void,
  ) {}

  async next(): Promise<IteratorResult<unknown>> {
    for (;;) {
      if (this.failure) {
        this.finish();
        throw this.failure;
      }
      if (this.ended) return { value: undefined, done: true };
      const source = this.source;
      const step = await source.next();
      // Replaced (or refused) while waiting: the old stream was ended to wake this read.
      if (step.done && (source !== this.source || this.failure)) continue;
      if (step.done) this.finish();
      return step;
    }
  }

  async return(): Promise<IteratorResult<unknown>> {
    this.finish();
    await this.source.return?.();
    return { value: undefined, done: true };
  }

  async recheck(contextValue: unknown): Promise<RecheckOutcome> {
    if (this.ended) return "unchanged";
    const generation = ++this.generation;
    const args = { ...this.args, contextValue };
    const result = await createSourceEventStream(args);
    const stale = this.ended || generation !== this.generation;
    if (Symbol.asyncIterator in result) {
      const fresh = result[Symbol.asyncIterator]();
      if (stale) {
        await fresh.return?.();
        return "unchanged";
      }
      const old = this.source;
      this.source = fresh;
      this.args = args;
      await old.return?.();
      return "kept";
    }
    const denial = result.errors?.find((error) => DENIED.has(String(error.extensions.code)));
    if (stale || !denial) return "unchanged";
    this.failure = denial;
    await this.source.return?.();
    return "ended";
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd(this);
  }
}

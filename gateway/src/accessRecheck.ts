import { CloseCode } from "graphql-ws";
import type { EventBus, Me } from "@hearth/schema";
import { createSocketContext } from "./context";
import type { LiveSubscription } from "./liveSubscription";
import type { RestClient } from "./rest/client";

/** What a re-check needs of one subscription socket (subscriptions.ts keeps one per socket). */
export interface RecheckableSocket {
  readonly socket: { close(code: number, reason: string): void };
  viewer?: Me;
  rest?: RestClient;
  /** Its running subscriptions. */
  readonly live: Set<LiveSubscription>;
}

export interface AccessRecheckOptions {
  bus: EventBus;
  /** The open, authenticated sockets of a user on this gateway. */
  socketsOf(userId: string): Iterable<RecheckableSocket>;
  logError: (err: unknown, message: string) => void;
}

/**
 * "access.narrowed" on the bus (a clinician's role or locations changed, they left a session's
 * staff …): every socket of the users it names asks the API who its user is now, with its own
 * credentials (GET /auth/me). Refused (401), the socket is closed with 4401, as for a revoked
 * session. Otherwise the answer becomes the socket's viewer (for its later subscriptions) and
 * each running subscription is checked again: it goes on under the new access, or ends with the
 * refusal (LiveSubscription). The documents the event names concern collab sockets only; items
 * a subscription delivers are fetched with the subscriber's credentials anyway, so the API decides
 * about each one. Checks of one socket run one at a time; a narrowing that arrives during one
 * makes one more run after it, since the answers under way may predate it.
 */
export function watchAccessNarrowing(o: AccessRecheckOptions): () => void {
  const running = new WeakMap<RecheckableSocket, { again: boolean }>();

  const recheckOnce = async (state: RecheckableSocket): Promise<void> => {
    const rest = state.rest;
    if (!rest) return;
    const me = await rest.me();
    if (!me) return state.socket.close(CloseCode.Unauthorized, "Unauthorized");
    state.viewer = me;
    // One context per operation, as onSubscribe makes them: its loaders cache for that operation only.
    await Promise.all([...state.live].map((live) => live.recheck(createSocketContext(rest, me))));
  };

  const recheck = async (state: RecheckableSocket): Promise<void> => {
    const current = running.get(state);
    if (current) {
      current.again = true;
      return;
    }
    const mark = { again: false };
    running.set(state, mark);
    try {
      do {
        mark.again = false;
        await recheckOnce(state);
      } while (mark.again);
    } catch (err) {
      // The API unreachable: the subscriptions go on; each item they deliver is still fetched with the socket's credentials.
      o.logError(err, "re-checking a subscription socket's access failed");
    } finally {
      running.delete(state);
    }
  };

  return o.bus.subscribe((event) => {
    if (event.name !== "access.narrowed") return;
    for (const userId of event.payload.userIds) for (const state of [...o.socketsOf(userId)]) void recheck(state);
  });
}

import { describe, expect, it, vi } from "vitest";
import { ApolloClient, ApolloLink, gql, InMemoryCache } from "@apollo/client";
import { Observable, lastValueFrom, toArray } from "rxjs";
import { createSocketSessionLink, UNAUTHORIZED_CLOSE } from "./socketSession";

const Live = gql`
  subscription Live {
    notificationAdded {
      id
    }
  }
`;

/** A socket whose first `closes` subscriptions end with a close of `code`; later ones deliver one event. */
function fakeSocket(code: number, closes: number) {
  let lastCloseCode: number | undefined;
  let attempts = 0;
  const terminating = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        attempts += 1;
        if (attempts <= closes) {
          lastCloseCode = code;
          observer.error(new Error(`Socket closed with event ${code}`));
        } else {
          lastCloseCode = undefined;
          observer.next({ data: { notificationAdded: { id: String(attempts) } } });
          observer.complete();
        }
      }),
  );
  return { terminating, lastCloseCode: () => lastCloseCode, attempts: () => attempts };
}

function run(o: { code: number; closes: number; signedIn?: boolean; refresh?: () => Promise<unknown> }) {
  const socket = fakeSocket(o.code, o.closes);
  const sessionLost = vi.fn();
  const refresh = vi.fn(o.refresh ?? (() => Promise.resolve()));
  const link = ApolloLink.from([
    createSocketSessionLink({
      lastCloseCode: socket.lastCloseCode,
      signedIn: () => o.signedIn ?? true,
      refresh,
      sessionLost,
    }),
    socket.terminating,
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const results = lastValueFrom(ApolloLink.execute(link, { query: Live }, { client }).pipe(toArray()));
  return { results, sessionLost, refresh, attempts: socket.attempts };
}

describe("a subscription socket closed with 4401", () => {
  it("after an expiry: refreshes the session and subscribes again, unnoticed", async () => {
    const r = run({ code: UNAUTHORIZED_CLOSE, closes: 1 });
    expect(await r.results).toEqual([{ data: { notificationAdded: { id: "2" } } }]);
    expect(r.refresh).toHaveBeenCalledTimes(1);
    expect(r.sessionLost).not.toHaveBeenCalled();
  });

  it("after a revocation (the refresh is refused): tells the shell the session is lost and ends with the error", async () => {
    const r = run({ code: UNAUTHORIZED_CLOSE, closes: 1, refresh: () => Promise.reject(new Error("401")) });
    await expect(r.results).rejects.toThrow("Socket closed with event 4401");
    expect(r.sessionLost).toHaveBeenCalledTimes(1);
    expect(r.attempts()).toBe(1);
  });

  it("gives up when the new socket is refused again and again", async () => {
    const r = run({ code: UNAUTHORIZED_CLOSE, closes: 10 });
    await expect(r.results).rejects.toThrow("4401");
    expect(r.attempts()).toBe(3);
  });

  it("does nothing after a sign-out, nor for other closes", async () => {
    const signedOut = run({ code: UNAUTHORIZED_CLOSE, closes: 1, signedIn: false });
    await expect(signedOut.results).rejects.toThrow("4401");
    expect(signedOut.refresh).not.toHaveBeenCalled();
    const internal = run({ code: 4500, closes: 1 });
    await expect(internal.results).rejects.toThrow("4500");
    expect(internal.refresh).not.toHaveBeenCalled();
    expect(internal.sessionLost).not.toHaveBeenCalled();
  });
});

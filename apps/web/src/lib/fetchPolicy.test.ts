import { describe, expect, it } from "vitest";
import { ApolloClient, ApolloLink, gql, InMemoryCache } from "@apollo/client";
import { firstValueFrom, of } from "rxjs";
import { createDedupeLink, DEDUPE_MS, FOCUS_THROTTLE_MS, installFocusRefetch } from "./fetchPolicy";

const Query = gql`
  query Clinicians($page: Int) {
    clinicians(page: $page)
  }
`;
const Subscription = gql`
  subscription ClinicianChanged {
    clinicianChanged
  }
`;
const Mutation = gql`
  mutation Rename {
    rename
  }
`;

function harness(answer: (n: number) => ApolloLink.Result = (n) => ({ data: { clinicians: n } })) {
  let clock = 1_000;
  let calls = 0;
  const terminal = new ApolloLink(() => of(answer(++calls)));
  const link = ApolloLink.from([createDedupeLink(DEDUPE_MS, () => clock), terminal]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const run = (query = Query, variables: Record<string, unknown> = { page: 1 }) =>
    firstValueFrom(ApolloLink.execute(link, { query, variables }, { client }));
  return { run, calls: () => calls, tick: (ms: number) => (clock += ms) };
}

describe("dedupe within 2 s (§9)", () => {
  it("answers an identical query within 2 s from the first request", async () => {
    const h = harness();
    expect(await h.run()).toEqual({ data: { clinicians: 1 } });
    h.tick(DEDUPE_MS - 1);
    expect(await h.run()).toEqual({ data: { clinicians: 1 } });
    expect(h.calls()).toBe(1);
    h.tick(1);
    expect(await h.run()).toEqual({ data: { clinicians: 2 } });
  });
  it("sends different variables, any query after a mutation, and a retry after an error", async () => {
    const h = harness();
    await h.run();
    await h.run(Query, { page: 2 });
    expect(h.calls()).toBe(2);
    await h.run(Mutation, {});
    await h.run();
    expect(h.calls()).toBe(4);

    const failing = harness((n) => (n === 1 ? { errors: [{ message: "boom" }] } : { data: { clinicians: n } }));
    expect((await failing.run()).errors).toBeDefined();
    expect(await failing.run()).toEqual({ data: { clinicians: 2 } });
  });
});

describe("dedupe and live events", () => {
  it("forgets what it answered when a subscription event arrives: a list refetched for it gets the new page", async () => {
    const h = harness();
    await h.run();
    await h.run(Subscription, {});
    expect(h.calls()).toBe(2);
    await h.run();
    expect(h.calls()).toBe(3);
  });
});

describe("refetch on focus (§9)", () => {
  it("refetches at most once every 5 s", () => {
    let clock = 0;
    let refetches = 0;
    const target = new EventTarget() as unknown as Window;
    Object.assign(target, { document: Object.assign(new EventTarget(), { visibilityState: "visible" }) });
    const stop = installFocusRefetch(
      { refetchObservableQueries: () => (refetches++, Promise.resolve([])) },
      target,
      () => clock,
    );
    clock = FOCUS_THROTTLE_MS - 1;
    target.dispatchEvent(new Event("focus"));
    expect(refetches).toBe(0);
    clock = FOCUS_THROTTLE_MS;
    target.dispatchEvent(new Event("focus"));
    target.dispatchEvent(new Event("focus"));
    expect(refetches).toBe(1);
    clock += FOCUS_THROTTLE_MS;
    target.dispatchEvent(new Event("focus"));
    expect(refetches).toBe(2);
    stop();
    clock += FOCUS_THROTTLE_MS;
    target.dispatchEvent(new Event("focus"));
    expect(refetches).toBe(2);
  });
});

import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { AnyDomainEvent, Conversation, ConversationMember, Message } from "@hearth/schema";
import { restErrorToGraphQL } from "../../rest/errors";
import { createMessageHubs } from "./live";
import type { MessagingFetch } from "./live";

const THEO = "11111111-1111-4111-8111-111111111111";
const DANA = "22222222-2222-4222-8222-222222222222";
const NORA = "33333333-3333-4333-8333-333333333333";
const CONVERSATION = "c0000000-0000-4000-8000-000000000001";
const OTHER = "c0000000-0000-4000-8000-000000000002";
const AT = "2026-11-23T09:00:00.000Z";
let sequence = 0;
const eventId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, "0")}`;

const changed = (
  messageId: string,
  o: { change?: "added" | "edited" | "deleted"; memberIds?: string[]; conversationId?: string } = {},
): AnyDomainEvent => ({
  id: eventId(),
  name: "message.changed",
  occurredAt: AT,
  payload: {
    conversationId: o.conversationId ?? CONVERSATION,
    messageId,
    change: o.change ?? "added",
    memberIds: o.memberIds ?? [THEO, DANA],
    occurredAt: AT,
  },
});
const read = (userId: string, memberIds = [THEO, DANA]): AnyDomainEvent => ({
  id: eventId(),
  name: "conversation.read",
  occurredAt: AT,
  payload: { conversationId: CONVERSATION, userId, lastReadMessageId: "m1", memberIds },
});
const membersChanged = (memberIds: string[]): AnyDomainEvent => ({
  id: eventId(),
  name: "conversation.members_changed",
  occurredAt: AT,
  payload: { conversationId: CONVERSATION, memberIds },
});
const typing = (userId: string, memberIds = [THEO, DANA]): AnyDomainEvent => ({
  id: eventId(),
  name: "conversation.typing",
  occurredAt: AT,
  payload: { conversationId: CONVERSATION, userId, name: `Name of ${userId.slice(0, 4)}`, memberIds },
});

const message = (id: string) => ({ id, conversationId: CONVERSATION, body: `body ${id}` }) as Message;
const member = (userId: string) => ({ user: { id: userId }, lastReadAt: AT }) as unknown as ConversationMember;
const conversation = (id: string, members = [THEO, DANA]) => ({ id, members: members.map(member) }) as Conversation;

/** A stand-in for one subscriber's REST calls: records them as `<who>:<kind>:<id>`, answers with `answer` or as it is. */
function api(who: string, calls: string[], answer?: (kind: string, id: string) => Promise<unknown> | null) {
  const call = <T>(kind: string, id: string, fallback: T): Promise<T> => {
    calls.push(`${who}:${kind}:${id}`);
    return (answer?.(kind, id) as Promise<T> | null) ?? Promise.resolve(fallback);
  };
  return {
    fetchMessage: (id) => call("message", id, message(id)),
    fetchConversation: (id) => call("conversation", id, conversation(id)),
  } satisfies MessagingFetch;
}

/** Pulls everything an iterator yields, as a subscription consumer would; `ended()` once it is done. */
function collect<T>(iterator: AsyncIterableIterator<T>) {
  const got: T[] = [];
  let ended = false;
  void (async () => {
    for await (const value of iterator) got.push(value);
    ended = true;
  })();
  // Not enumerable, so that `toEqual([])` compares the values alone.
  return Object.defineProperty(got, "ended", { value: () => ended }) as T[] & { ended(): boolean };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const notFound = () => Promise.reject(restErrorToGraphQL(404, { error: { code: "not_found", message: "Not found" } }));
const signedOut = () =>
  Promise.reject(restErrorToGraphQL(401, { error: { code: "unauthenticated", message: "Sign in" } }));

describe("messageAdded", () => {
  it("sends each member every change, in order, fetched with their own credentials; a non-member's socket costs nothing", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const calls: string[] = [];
    const dana = collect(
      hubs.messages.subscribe({ userId: DANA, conversationId: CONVERSATION, ...api("dana", calls) }),
    );
    // Nora's socket names this conversation but she is not among its members.
    const nora = collect(
      hubs.messages.subscribe({ userId: NORA, conversationId: CONVERSATION, ...api("nora", calls) }),
    );
    // Theo follows another conversation.
    const theo = collect(hubs.messages.subscribe({ userId: THEO, conversationId: OTHER, ...api("theo", calls) }));

    const added = changed("m1");
    await bus.publish(added);
    await bus.publish(added); // delivered twice by the outbox: sent once
    await bus.publish(changed("m1", { change: "edited" }));
    await bus.publish(changed("m1", { change: "deleted" }));
    await settle();

    expect(dana.map((d) => [d.messageAdded.change, d.messageAdded.message?.id])).toEqual([
      ["added", "m1"],
      ["edited", "m1"],
      ["deleted", "m1"],
    ]);
    expect(dana[0]!.messageAdded).toEqual({
      conversationId: CONVERSATION,
      change: "added",
      message: message("m1"),
      reader: null,
    });
    expect(nora).toEqual([]);
    expect(theo).toEqual([]);
    expect(calls).toEqual(["dana:message:m1", "dana:message:m1", "dana:message:m1"]);
    hubs.close();
  });

  it("skips a change the API refuses (they left), keeps the subscription, and ends it on a 401", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const calls: string[] = [];
    const refused = new Set(["m1"]);
    let revoked = false;
    const dana = collect(
      hubs.messages.subscribe({
        userId: DANA,
        conversationId: CONVERSATION,
        ...api("dana", calls, (_kind, id) => (revoked ? signedOut() : refused.has(id) ? notFound() : null)),
      }),
    );
    await bus.publish(changed("m1"));
    await bus.publish(changed("m2"));
    await settle();
    expect(dana.map((d) => d.messageAdded.message?.id)).toEqual(["m2"]);
    expect(dana.ended()).toBe(false);

    revoked = true;
    await bus.publish(changed("m3"));
    await settle();
    expect(dana.ended()).toBe(true);
    await bus.publish(changed("m4"));
    await settle();
    expect(calls).toEqual(["dana:message:m1", "dana:message:m2", "dana:message:m3"]);
    hubs.close();
  });

  it("sends the members a read receipt naming the reader as the conversation shows them; nothing once the reader is gone", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const calls: string[] = [];
    let members = [THEO, DANA];
    const theo = collect(
      hubs.messages.subscribe({
        userId: THEO,
        conversationId: CONVERSATION,
        ...api("theo", calls, (kind, id) =>
          kind === "conversation" ? Promise.resolve(conversation(id, members)) : null,
        ),
      }),
    );
    const nora = collect(
      hubs.messages.subscribe({ userId: NORA, conversationId: CONVERSATION, ...api("nora", calls) }),
    );
    await bus.publish(read(DANA));
    await settle();
    expect(theo.map((t) => t.messageAdded)).toEqual([
      { conversationId: CONVERSATION, change: "read", message: null, reader: member(DANA) },
    ]);

    members = [THEO];
    await bus.publish(read(DANA));
    await settle();
    expect(theo).toHaveLength(1);
    expect(nora).toEqual([]);
    expect(calls).toEqual([`theo:conversation:${CONVERSATION}`, `theo:conversation:${CONVERSATION}`]);
    hubs.close();
  });

  it("fetches for at most 8 sockets at once across the gateway, and every one is served", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const held: (() => void)[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const users = Array.from({ length: 20 }, (_, i) => `u${i}`);
    const sockets = users.map((userId) =>
      collect(
        hubs.messages.subscribe({
          userId,
          conversationId: CONVERSATION,
          fetchConversation: (id) => Promise.resolve(conversation(id)),
          fetchMessage: async (id) => {
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await new Promise<void>((resolve) => held.push(resolve));
            inFlight -= 1;
            return message(id);
          },
        }),
      ),
    );
    await bus.publish(changed("m1", { memberIds: users }));
    // 20 sockets, 8 at a time: three rounds of releases serve them all.
    for (let round = 0; round < 5; round++) {
      await settle();
      held.splice(0).forEach((resolve) => resolve());
    }
    await settle();
    expect(maxInFlight).toBe(8);
    expect(sockets.map((s) => s.length)).toEqual(users.map(() => 1));
    hubs.close();
  });
});

describe("conversationsChanged", () => {
  it("re-fetches a conversation for its members' lists; a read receipt changes only the reader's", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const calls: string[] = [];
    const theo = collect(hubs.conversations.subscribe({ userId: THEO, ...api("theo", calls) }));
    const dana = collect(hubs.conversations.subscribe({ userId: DANA, ...api("dana", calls) }));
    const nora = collect(hubs.conversations.subscribe({ userId: NORA, ...api("nora", calls) }));

    await bus.publish(changed("m1"));
    await settle();
    expect(theo.map((t) => t.conversationsChanged.id)).toEqual([CONVERSATION]);
    expect(dana.map((d) => d.conversationsChanged.id)).toEqual([CONVERSATION]);

    await bus.publish(read(DANA));
    await settle();
    expect(theo).toHaveLength(1);
    expect(dana).toHaveLength(2);

    // Nora was added: her list shows the conversation from now on.
    await bus.publish(membersChanged([THEO, DANA, NORA]));
    await settle();
    expect(nora.map((n) => n.conversationsChanged.id)).toEqual([CONVERSATION]);
    expect(calls.filter((c) => c.startsWith("nora:"))).toEqual([`nora:conversation:${CONVERSATION}`]);
    hubs.close();
  });

  it("folds changes of a conversation that arrive while one fetch is in flight into one more fetch", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const calls: string[] = [];
    const held: (() => void)[] = [];
    const theo = collect(
      hubs.conversations.subscribe({
        userId: THEO,
        ...api("theo", calls, (_kind, id) => new Promise((resolve) => held.push(() => resolve(conversation(id))))),
      }),
    );
    await bus.publish(changed("m1"));
    await settle();
    for (const id of ["m2", "m3", "m4"]) await bus.publish(changed(id));
    await bus.publish(changed("m5", { conversationId: OTHER }));
    await settle();
    for (let round = 0; round < 4; round++) {
      held.splice(0).forEach((resolve) => resolve());
      await settle();
    }
    expect(calls).toEqual([
      `theo:conversation:${CONVERSATION}`,
      `theo:conversation:${CONVERSATION}`,
      `theo:conversation:${OTHER}`,
    ]);
    expect(theo.map((t) => t.conversationsChanged.id)).toEqual([CONVERSATION, CONVERSATION, OTHER]);
    hubs.close();
  });
});

describe("typing", () => {
  it("tells the other members someone is typing, never the typist or anyone outside the conversation", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const theo = collect(hubs.typing.subscribe({ userId: THEO, conversationId: CONVERSATION }));
    const dana = collect(hubs.typing.subscribe({ userId: DANA, conversationId: CONVERSATION }));
    const nora = collect(hubs.typing.subscribe({ userId: NORA, conversationId: CONVERSATION }));
    const event = typing(THEO);
    await bus.publish(event);
    await bus.publish(event);
    await settle();
    expect(dana).toEqual([{ typing: { conversationId: CONVERSATION, userId: THEO, name: "Name of 1111" } }]);
    expect(theo).toEqual([]);
    expect(nora).toEqual([]);
    hubs.close();
  });

  it("keeps at most the latest 10 for a socket that does not read", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const dana = hubs.typing.subscribe({ userId: DANA, conversationId: CONVERSATION });
    const typists = Array.from({ length: 25 }, (_, i) => `t${String(i).padStart(2, "0")}`);
    for (const userId of typists) await bus.publish(typing(userId, [DANA, userId]));
    await settle();
    const got: string[] = [];
    while (got.length < 10) got.push((await dana.next()).value!.typing.userId);
    expect(got).toEqual(typists.slice(-10));
    await dana.return!();
    hubs.close();
  });
});

describe("closing", () => {
  it("return() ends one subscription; closing the hubs ends every one and leaves the bus", async () => {
    const bus = createInProcessBus();
    const hubs = createMessageHubs(bus);
    const calls: string[] = [];
    const first = hubs.messages.subscribe({ userId: DANA, conversationId: CONVERSATION, ...api("first", calls) });
    const second = collect(
      hubs.messages.subscribe({ userId: DANA, conversationId: CONVERSATION, ...api("second", calls) }),
    );
    const list = collect(hubs.conversations.subscribe({ userId: DANA, ...api("list", calls) }));
    const typists = collect(hubs.typing.subscribe({ userId: DANA, conversationId: CONVERSATION }));

    await first.return!();
    await bus.publish(changed("m1"));
    await settle();
    expect(calls.sort()).toEqual([`list:conversation:${CONVERSATION}`, "second:message:m1"]);

    hubs.close();
    await settle();
    expect([second.ended(), list.ended(), typists.ended()]).toEqual([true, true, true]);
    await bus.publish(changed("m2"));
    await bus.publish(typing(THEO));
    await settle();
    expect(calls).toHaveLength(2);
    expect(typists).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { AnyDomainEvent, Conversation, Message } from "@hearth/schema";
import { restErrorToGraphQL } from "../rest/errors";
import { createMessageHub } from "./messageHub";

const THEO = "11111111-1111-4111-8111-111111111111";
const DANA = "22222222-2222-4222-8222-222222222222";
const NORA = "33333333-3333-4333-8333-333333333333";
const CONVERSATION = "c0000000-0000-4000-8000-000000000001";
let sequence = 0;
const eventId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, "0")}`;

const changed = (messageId: string, memberIds = [THEO, DANA]): AnyDomainEvent => ({
  id: eventId(),
  name: "message.changed",
  occurredAt: "2026-11-23T09:00:00.000Z",
  payload: {
    conversationId: CONVERSATION,
    messageId,
    change: "added",
    memberIds,
    occurredAt: "2026-11-23T09:00:00.000Z",
  },
});
const typing = (userId: string, memberIds = [THEO, DANA]): AnyDomainEvent => ({
  id: eventId(),
  name: "conversation.typing",
  occurredAt: "2026-11-23T09:00:00.000Z",
  payload: { conversationId: CONVERSATION, userId, name: "Theo Ramirez", memberIds },
});

const message = (id: string) => ({ id, conversationId: CONVERSATION, body: `body ${id}` }) as Message;
function collect<T>(iterator: AsyncIterableIterator<T>): T[] {
  const got: T[] = [];
  void (async () => {
    for await (const value of iterator) got.push(value);
  })();
  return got;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the message hub", () => {
  it("sends a member the message fetched with their credentials; never a non-member, and nothing the API refuses", async () => {
    const bus = createInProcessBus();
    const hub = createMessageHub(bus);
    const fetched: string[] = [];
    const fetchConversation = () => Promise.resolve({} as Conversation);
    const dana = collect(
      hub.subscribeMessages({
        userId: DANA,
        conversationId: CONVERSATION,
        fetchConversation,
        fetchMessage: (id) => (fetched.push(`dana:${id}`), Promise.resolve(message(id))),
      }),
    );
    // Nora's socket names this conversation but she is not among its members: no REST call at all.
    const nora = collect(
      hub.subscribeMessages({
        userId: NORA,
        conversationId: CONVERSATION,
        fetchConversation,
        fetchMessage: (id) => (fetched.push(`nora:${id}`), Promise.resolve(message(id))),
      }),
    );
    const event = changed("m1");
    await bus.publish(event);
    await bus.publish(event); // delivered twice by the outbox: sent once
    await settle();
    expect(dana.map((d) => d.messageAdded.message?.id)).toEqual(["m1"]);
    expect(nora).toEqual([]);
    expect(fetched).toEqual(["dana:m1"]);

    // Dana left (the API now answers 404): the change is skipped, the subscription stays.
    const refusing = collect(
      hub.subscribeMessages({
        userId: DANA,
        conversationId: CONVERSATION,
        fetchConversation,
        fetchMessage: () =>
          Promise.reject(restErrorToGraphQL(404, { error: { code: "not_found", message: "Message not found" } })),
      }),
    );
    await bus.publish(changed("m2"));
    await settle();
    expect(refusing).toEqual([]);
    expect(dana.map((d) => d.messageAdded.message?.id)).toEqual(["m1", "m2"]);
    hub.close();
  });

  it("tells the other members someone is typing, never the typist", async () => {
    const bus = createInProcessBus();
    const hub = createMessageHub(bus);
    const theo = collect(hub.subscribeTyping({ userId: THEO, conversationId: CONVERSATION }));
    const dana = collect(hub.subscribeTyping({ userId: DANA, conversationId: CONVERSATION }));
    const nora = collect(hub.subscribeTyping({ userId: NORA, conversationId: CONVERSATION }));
    await bus.publish(typing(THEO));
    await settle();
    expect(dana).toEqual([{ typing: { conversationId: CONVERSATION, userId: THEO, name: "Theo Ramirez" } }]);
    expect(theo).toEqual([]);
    expect(nora).toEqual([]);
    hub.close();
  });
});

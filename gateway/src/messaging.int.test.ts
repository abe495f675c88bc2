import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, openTab, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

let h: Composed;
const cookies: Record<string, string> = {};
let conversationId: string;
let supervisorId: string;

beforeAll(async () => {
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  for (const who of ["therapist", "supervisor", "nurse"]) cookies[who] = await h.loginCookie(demo(who));
  supervisorId = (await h.graphql<{ me: { id: string } }>("{ me { id } }", {}, { cookie: cookies.supervisor! })).body
    .data!.me.id;
  // The seed's direct conversation between the therapist and the supervisor.
  const started = await h.graphql<{ startDirectConversation: { id: string } }>(
    "mutation ($u: ID!) { startDirectConversation(userId: $u) { id } }",
    { u: supervisorId },
    { cookie: cookies.therapist! },
  );
  conversationId = started.body.data!.startDirectConversation.id;
});
afterAll(async () => {
  await h?.close();
});

const MESSAGE_ADDED = `subscription ($c: ID!) { messageAdded(conversationId: $c) {
  conversationId change message { id body author { fullname } } reader { user { id } lastReadMessageId }
} }`;
const TYPING = "subscription ($c: ID!) { typing(conversationId: $c) { conversationId userId name } }";
const CONVERSATIONS = "subscription { conversationsChanged { id unreadCount lastMessage { body } } }";

/** A signed-in tab subscribed to `query`. */
const subscribe = <T>(who: string, query: string, variables: Record<string, unknown> = {}) =>
  openTab<T>(h, cookies[who]!, query, variables);

async function mutate<T>(who: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await h.graphql<T>(query, variables, { cookie: cookies[who]! });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

type Added = {
  messageAdded: {
    change: string;
    message: { id: string; body: string; author: { fullname: string } } | null;
    reader: { user: { id: string }; lastReadMessageId: string } | null;
  };
};
type Typing = { typing: { userId: string; name: string } };
type Changed = { conversationsChanged: { id: string; unreadCount: number; lastMessage: { body: string } | null } };

describe("live messaging", () => {
  it("a member hears typing, the message and the read receipt; the typist never hears their own typing; a non-member is refused", async () => {
    const supervisorThread = await subscribe<Added>("supervisor", MESSAGE_ADDED, { c: conversationId });
    const supervisorTyping = await subscribe<Typing>("supervisor", TYPING, { c: conversationId });
    const supervisorList = await subscribe<Changed>("supervisor", CONVERSATIONS);
    const therapistThread = await subscribe<Added>("therapist", MESSAGE_ADDED, { c: conversationId });
    const therapistTyping = await subscribe<Typing>("therapist", TYPING, { c: conversationId });
    const outsider = await subscribe<Added>("nurse", MESSAGE_ADDED, { c: conversationId });
    const outsiderTyping = await subscribe<Typing>("nurse", TYPING, { c: conversationId });

    expect(
      (
        await mutate<{ sendTyping: boolean }>("therapist", "mutation ($c: ID!) { sendTyping(conversationId: $c) }", {
          c: conversationId,
        })
      ).sendTyping,
    ).toBe(true);
    await expect.poll(() => supervisorTyping.data.length, { timeout: 5000 }).toBe(1);
    expect(supervisorTyping.data[0]!.typing).toMatchObject({ name: "Theo Ramirez" });

    const { sendMessage } = await mutate<{ sendMessage: { id: string } }>(
      "therapist",
      "mutation ($c: ID!, $b: String!) { sendMessage(conversationId: $c, body: $b) { id } }",
      { c: conversationId, b: "Running five minutes late" },
    );
    await expect
      .poll(() => supervisorThread.data.find((d) => d.messageAdded.change === "added")?.messageAdded.message, {
        timeout: 5000,
      })
      .toEqual({
        id: sendMessage.id,
        body: "Running five minutes late",
        author: { fullname: "Theo Ramirez" },
      });
    await expect
      .poll(() => supervisorList.data.at(-1)?.conversationsChanged, { timeout: 5000 })
      .toEqual({ id: conversationId, unreadCount: 1, lastMessage: { body: "Running five minutes late" } });

    await mutate("supervisor", "mutation ($c: ID!) { markConversationRead(conversationId: $c) { id unreadCount } }", {
      c: conversationId,
    });
    await expect
      .poll(() => therapistThread.data.find((d) => d.messageAdded.change === "read")?.messageAdded.reader, {
        timeout: 5000,
      })
      .toEqual({ user: { id: supervisorId }, lastReadMessageId: sendMessage.id });
    await expect.poll(() => supervisorList.data.at(-1)?.conversationsChanged.unreadCount, { timeout: 5000 }).toBe(0);

    expect(therapistTyping.data).toEqual([]);
    expect(outsider.data).toEqual([]);
    expect(outsider.errors[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(outsiderTyping.errors[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("someone added to a group conversation sees it arrive in their list, before anyone writes", async () => {
    const nurseList = await subscribe<{ conversationsChanged: { id: string; title: string | null } }>(
      "nurse",
      "subscription { conversationsChanged { id title } }",
    );
    const { createConversation } = await mutate<{ createConversation: { id: string } }>(
      "therapist",
      "mutation ($i: CreateConversationInput!) { createConversation(input: $i) { id } }",
      { i: { title: "Weekend cover", memberIds: [supervisorId] } },
    );
    const nurseId = (await h.graphql<{ me: { id: string } }>("{ me { id } }", {}, { cookie: cookies.nurse! })).body
      .data!.me.id;
    expect(nurseList.data).toEqual([]);
    await mutate(
      "therapist",
      "mutation ($c: ID!, $u: [ID!]!) { addConversationMembers(conversationId: $c, userIds: $u) { id } }",
      { c: createConversation.id, u: [nurseId] },
    );
    await expect
      .poll(() => nurseList.data.at(-1)?.conversationsChanged, { timeout: 5000 })
      .toEqual({ id: createConversation.id, title: "Weekend cover" });
  });
});

describe("conversation pages", () => {
  it("the first page and the one after a conversation, as the list shows them; an id that is not one is refused", async () => {
    const PAGE = "query ($before: ID) { conversationPage(before: $before) { results { id } hasOlder } }";
    type Page = { conversationPage: { results: Array<{ id: string }>; hasOlder: boolean } };
    const first = await mutate<Page>("therapist", PAGE, {});
    const listed = await mutate<{ conversations: Array<{ id: string }> }>("therapist", "{ conversations { id } }", {});
    expect(first.conversationPage.results).toEqual(listed.conversations);
    expect(first.conversationPage.hasOlder).toBe(false);
    const after = await mutate<Page>("therapist", PAGE, { before: first.conversationPage.results[0]!.id });
    expect(after.conversationPage.results).toEqual(first.conversationPage.results.slice(1));
    const refused = await h.graphql(PAGE, { before: "not-an-id" }, { cookie: cookies.therapist! });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

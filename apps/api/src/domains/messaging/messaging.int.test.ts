import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CONVERSATION_PAGE } from "@hearth/schema";
import type { Conversation, DomainEvent, Message } from "@hearth/schema";
import { conversationMembers, conversations, locationBoardEntries, messages, notifications } from "../../db/schema";
import { buildClient, demoOrganization } from "@hearth/testing";
import { startTestApi } from "../../test/harness";
import { CLIENT_LINKED_BOARD_TEXT } from "./messages";
import type { TestApi } from "../../test/harness";

let t: TestApi;
const tokens: Record<string, string> = {};
const ids = {} as Record<Who, string>;
const STAFF = ["therapist", "supervisor", "nurse", "nurse2", "bht", "client"] as const;
type Who = (typeof STAFF)[number];

beforeAll(async () => {
  t = await startTestApi();
  for (const who of STAFF) {
    const { token, response } = await t.loginAs(who);
    tokens[who] = token;
    ids[who] = response.json().results.user.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Who, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.request({ method, url: `/api/auth${url}`, token: tokens[who], ...(payload ? { payload } : {}) });
const direct = async (who: Who, other: Who) =>
  (await call(who, "POST", "/conversations/direct", { userId: ids[other] })).json().results as Conversation;
const group = async (who: Who, memberIds: string[], extra: object = {}) => {
  const response = await call(who, "POST", "/conversations", { title: "Case review", memberIds, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json().results as Conversation;
};
const sendAs = async (who: Who, conversationId: string, body: string, extra: object = {}) => {
  const response = await call(who, "POST", `/conversations/${conversationId}/messages`, { body, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json().results as Message;
};
const mine = async (who: Who) => (await call(who, "GET", "/conversations")).json().results as Conversation[];

describe("conversations", () => {
  it("a direct conversation between the same two people is found again, from either side", async () => {
    const first = await call("nurse", "POST", "/conversations/direct", { userId: ids.bht });
    expect(first.statusCode).toBe(201);
    const again = await call("nurse", "POST", "/conversations/direct", { userId: ids.bht });
    expect(again.statusCode).toBe(200);
    const fromOtherSide = await direct("bht", "nurse");
    expect(again.json().results.id).toBe(first.json().results.id);
    expect(fromOtherSide.id).toBe(first.json().results.id);
    expect(fromOtherSide.members.map((m) => m.user.id).sort()).toEqual([ids.nurse, ids.bht].sort());
    // The seed's conversation between the therapist and the supervisor is the same one they reach.
    const seeded = await direct("therapist", "supervisor");
    expect(seeded.lastMessage?.body).toBe("Sure, after the 2 pm group works for me.");
    expect((await call("nurse", "POST", "/conversations/direct", { userId: ids.nurse })).statusCode).toBe(400);
    expect((await call("nurse", "POST", "/conversations/direct", { userId: ids.client })).statusCode).toBe(422);
  });

  it("about a client: a member outside the client's locations is refused by name, and nothing changes", async () => {
    const org = await demoOrganization(t.api.deps.db);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.hillcrest });
    const refused = await call("therapist", "POST", "/conversations", {
      title: "Discharge plan",
      memberIds: [ids.nurse2, ids.nurse],
      clientMrNo: client.mrNo,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: "unprocessable",
      message: expect.stringContaining("Nora Castillo may not see this client"),
      details: { userIds: [ids.nurse] },
    });
    expect((await mine("nurse2")).some((c) => c.client?.mrNo === client.mrNo)).toBe(false);

    const conversation = await group("therapist", [ids.nurse2], { clientMrNo: client.mrNo });
    expect(conversation.client).toMatchObject({ mrNo: client.mrNo });
    const add = await call("therapist", "POST", `/conversations/${conversation.id}/members`, {
      userIds: [ids.bht, ids.nurse],
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().error.message).toContain("Nora Castillo");
    const after = (await call("therapist", "GET", `/conversations/${conversation.id}`)).json().results as Conversation;
    expect(after.members.map((m) => m.user.id).sort()).toEqual([ids.therapist, ids.nurse2].sort());
    // A client the caller may not see is not found.
    expect(
      (await call("nurse", "POST", "/conversations", { title: "x", memberIds: [], clientMrNo: client.mrNo }))
        .statusCode,
    ).toBe(404);
  });

  it("its content is 404 for non-members and 403 for portal clients", async () => {
    const conversation = await group("therapist", [ids.supervisor]);
    const message = await sendAs("therapist", conversation.id, "Staffing for Friday?");
    for (const url of [
      `/conversations/${conversation.id}`,
      `/conversations/${conversation.id}/messages`,
      `/messages/${message.id}`,
    ]) {
      expect((await call("nurse", "GET", url)).statusCode).toBe(404);
    }
    expect((await call("nurse", "POST", `/conversations/${conversation.id}/messages`, { body: "hi" })).statusCode).toBe(
      404,
    );
    expect((await call("nurse", "PATCH", `/messages/${message.id}`, { body: "hi" })).statusCode).toBe(404);
    expect((await call("client", "GET", "/conversations")).statusCode).toBe(403);
    // Leaving ends access.
    expect((await call("supervisor", "POST", `/conversations/${conversation.id}/leave`)).statusCode).toBe(200);
    expect((await call("supervisor", "GET", `/conversations/${conversation.id}/messages`)).statusCode).toBe(404);
  });
});

describe("messages", () => {
  it("unread counts per conversation and read receipts per member, published as events", async () => {
    const conversation = await group("therapist", [ids.supervisor, ids.bht]);
    const one = await sendAs("therapist", conversation.id, "First");
    const two = await sendAs("therapist", conversation.id, "Second");
    const unreadOf = async (who: Who) => (await mine(who)).find((c) => c.id === conversation.id)!.unreadCount;
    expect(await unreadOf("supervisor")).toBe(2);
    expect(await unreadOf("therapist")).toBe(0);

    const read = await call("supervisor", "POST", `/conversations/${conversation.id}/read`, { messageId: one.id });
    expect(read.statusCode).toBe(200);
    expect((read.json().results as Conversation).unreadCount).toBe(1);
    // Read receipts: the supervisor's marker is visible to the other members.
    const seen = (await call("therapist", "GET", `/conversations/${conversation.id}`)).json().results as Conversation;
    expect(seen.members.find((m) => m.user.id === ids.supervisor)).toMatchObject({
      lastReadMessageId: one.id,
      lastReadAt: expect.any(String),
    });
    // Everything, then never backwards.
    expect(
      (await call("supervisor", "POST", `/conversations/${conversation.id}/read`)).json().results.unreadCount,
    ).toBe(0);
    await call("supervisor", "POST", `/conversations/${conversation.id}/read`, { messageId: one.id });
    const [member] = await t.api.deps.db
      .select()
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, ids.supervisor)),
      );
    expect(member!.lastReadMessageId).toBe(two.id);

    await t.api.deps.relay.flush();
    const reads = t.events.filter(
      (e): e is DomainEvent<"conversation.read"> =>
        e.name === "conversation.read" && e.payload.conversationId === conversation.id,
    );
    expect(reads.map((e) => e.payload.lastReadMessageId)).toEqual([one.id, two.id]);
    expect(reads[0]!.payload.memberIds.sort()).toEqual([ids.therapist, ids.supervisor, ids.bht].sort());
    const added = t.events.filter(
      (e): e is DomainEvent<"message.changed"> =>
        e.name === "message.changed" && e.payload.conversationId === conversation.id,
    );
    expect(added.map((e) => [e.payload.messageId, e.payload.change])).toEqual([
      [one.id, "added"],
      [two.id, "added"],
    ]);
  });

  it("edit and delete: only one's own, only within the window (409 after)", async () => {
    const conversation = (await direct("therapist", "bht")).id;
    const message = await sendAs("therapist", conversation, "Group moved to room 2");
    expect(message.canEdit).toBe(true);
    const edited = await call("therapist", "PATCH", `/messages/${message.id}`, { body: "Group moved to room 3" });
    expect(edited.json().results).toMatchObject({ body: "Group moved to room 3", editedAt: expect.any(String) });
    expect((await call("bht", "PATCH", `/messages/${message.id}`, { body: "no" })).statusCode).toBe(403);
    expect((await call("therapist", "PATCH", `/messages/${message.id}`, { body: "  " })).statusCode).toBe(400);

    const old = await sendAs("therapist", conversation, "Sent long ago");
    await t.api.deps.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(messages.id, old.id));
    const late = await call("therapist", "PATCH", `/messages/${old.id}`, { body: "changed" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/within 15 minutes/);
    expect((await call("therapist", "DELETE", `/messages/${old.id}`)).statusCode).toBe(409);
    const [row] = await t.api.deps.db.select().from(messages).where(eq(messages.id, old.id));
    expect(row!.body).toBe("Sent long ago");

    const deleted = await call("therapist", "DELETE", `/messages/${message.id}`);
    expect(deleted.json().results).toMatchObject({ deleted: true, body: "", canEdit: false });
    const seenByOther = (await call("bht", "GET", `/messages/${message.id}`)).json().results as Message;
    expect(seenByOther).toMatchObject({ deleted: true, body: "" });
    expect((await call("therapist", "PATCH", `/messages/${message.id}`, { body: "back" })).statusCode).toBe(409);
  });

  it("a mention notifies the mentioned member only, never the author; non-members cannot be mentioned", async () => {
    const conversation = await group("therapist", [ids.supervisor, ids.bht]);
    const before = await t.api.deps.db.select().from(notifications).where(eq(notifications.type, "mention"));
    const message = await sendAs(
      "therapist",
      conversation.id,
      "@dana.whitfield can you co-sign? cc @theo.ramirez @nora.castillo",
    );
    expect(message.mentions.map((m) => m.id).sort()).toEqual([ids.supervisor, ids.therapist].sort());
    const after = await t.api.deps.db.select().from(notifications).where(eq(notifications.type, "mention"));
    const fresh = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({
      userId: ids.supervisor,
      title: "Theo Ramirez mentioned you",
      link: `/messages/${conversation.id}`,
      body: expect.stringContaining("can you co-sign?"),
    });
    // A first name alone works when only one member has it.
    expect((await sendAs("therapist", conversation.id, "thanks @bailey")).mentions.map((m) => m.id)).toEqual([ids.bht]);
    const outsider = await call("therapist", "POST", `/conversations/${conversation.id}/messages`, {
      body: "hi",
      mentionIds: [ids.nurse],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.message).toMatch(/only members/);
  });

  it("@location puts the message on the sender's location's live board; a client-linked one without its text", async () => {
    const org = await demoOrganization(t.api.deps.db);
    const boardLines = async (locationId: string, since: Date) =>
      (
        await t.api.deps.db.select().from(locationBoardEntries).where(eq(locationBoardEntries.locationId, locationId))
      ).filter((e) => e.kind === "message" && e.createdAt >= since);
    const since = new Date(Date.now() - 1000);
    const conversation = await group("nurse", [ids.bht]);
    // The nurse works at Riverside only: "@hillcrest" names no location of hers and posts nothing.
    await sendAs("nurse", conversation.id, "@riverside the van leaves at 3 pm; @hillcrest too?");
    expect(await boardLines(org.hillcrest, since)).toEqual([]);
    expect(await boardLines(org.riverside, since)).toEqual([
      expect.objectContaining({
        title: "Nora Castillo to Riverside Residential",
        body: "@riverside the van leaves at 3 pm; @hillcrest too?",
        actorId: ids.nurse,
      }),
    ]);

    // An edit posts only for a location it newly names.
    const message = await sendAs("nurse", conversation.id, "Fire drill at 10");
    expect(await boardLines(org.riverside, since)).toHaveLength(1);
    expect(
      (await call("nurse", "PATCH", `/messages/${message.id}`, { body: "Fire drill at 10 @riverside.residential" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call("nurse", "PATCH", `/messages/${message.id}`, { body: "Fire drill at 10:30 @riverside.residential" }))
        .statusCode,
    ).toBe(200);
    expect((await boardLines(org.riverside, since)).map((e) => e.body)).toEqual([
      "@riverside the van leaves at 3 pm; @hillcrest too?",
      "Fire drill at 10 @riverside.residential",
    ]);

    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    const aboutClient = await group("nurse", [ids.bht], { clientMrNo: client.mrNo });
    await sendAs("nurse", aboutClient.id, "@riverside please check on her at lunch");
    const lines = await boardLines(org.riverside, since);
    expect(lines.at(-1)).toMatchObject({
      title: "Nora Castillo to Riverside Residential",
      body: CLIENT_LINKED_BOARD_TEXT,
    });
  });

  it("history pages backwards, 30 at a time, oldest first within a page", async () => {
    const conversation = (await direct("nurse2", "bht")).id;
    const start = Date.now() - 60 * 60_000;
    await t.api.deps.db.insert(messages).values(
      Array.from({ length: 65 }, (_, i) => ({
        conversationId: conversation,
        authorId: ids.bht,
        body: `m${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const page1 = (await call("nurse2", "GET", `/conversations/${conversation}/messages`)).json();
    expect(page1.results.map((m: Message) => m.body)).toEqual(Array.from({ length: 30 }, (_, i) => `m${35 + i}`));
    expect(page1.hasEarlier).toBe(true);
    const page2 = (
      await call("nurse2", "GET", `/conversations/${conversation}/messages?before=${page1.results[0].id}`)
    ).json();
    expect(page2.results[0].body).toBe("m5");
    const page3 = (
      await call("nurse2", "GET", `/conversations/${conversation}/messages?before=${page2.results[0].id}`)
    ).json();
    expect(page3.results.map((m: Message) => m.body)).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    expect(page3.hasEarlier).toBe(false);
  });

  it("search covers only the caller's conversations, and needs 2 characters", async () => {
    const word = `zebra${Date.now()}`;
    const ours = (await direct("nurse2", "supervisor")).id;
    const theirs = await group("therapist", [ids.bht]);
    await sendAs("nurse2", ours, `The ${word} crossing`);
    await sendAs("therapist", theirs.id, `Another ${word}`);
    const found = (await call("nurse2", "GET", `/messages/search?q=${word.toUpperCase()}`)).json();
    expect(found.total).toBe(1);
    expect(found.results[0]).toMatchObject({ message: { body: `The ${word} crossing` }, conversation: { id: ours } });
    expect((await call("nurse2", "GET", "/messages/search?q=z")).statusCode).toBe(400);
    expect((await call("therapist", "GET", `/messages/search?q=${word}`)).json().total).toBe(1);
  });

  it("the list comes in pages, most recent activity first; search and opening reach conversations past the first page", async () => {
    // A long-serving nurse: more conversations than one page holds, the oldest of them holding the word.
    const org = await demoOrganization(t.api.deps.db);
    const start = Date.now() - 30 * 24 * 60 * 60_000;
    const rows = await t.api.deps.db
      .insert(conversations)
      .values(
        Array.from({ length: CONVERSATION_PAGE + 1 }, (_, i) => ({
          organizationId: org.organizationId,
          kind: "group" as const,
          title: `Shift ${i}`,
          createdBy: ids.bht,
          createdAt: new Date(start + i * 60_000),
        })),
      )
      .returning({ id: conversations.id });
    await t.api.deps.db
      .insert(conversationMembers)
      .values(
        rows.flatMap(({ id }) =>
          [ids.bht, ids.nurse2].map((userId) => ({ conversationId: id, userId, joinedAt: new Date(start) })),
        ),
      );
    const oldest = rows[0]!.id;
    const word = `okapi${Date.now()}`;
    await t.api.deps.db
      .insert(messages)
      .values({ conversationId: oldest, authorId: ids.bht, body: `The ${word} report`, createdAt: new Date(start) });

    const first = (await call("nurse2", "GET", "/conversations")).json();
    expect(first.results).toHaveLength(CONVERSATION_PAGE);
    expect(first.hasOlder).toBe(true);
    expect(first.results.map((c: Conversation) => c.id)).not.toContain(oldest);
    const rest = (await call("nurse2", "GET", `/conversations?before=${first.results.at(-1).id}`)).json();
    expect(rest.results.map((c: Conversation) => c.id)).toContain(oldest);
    const everything = [...first.results, ...rest.results].map((c: Conversation) => c.id);
    expect(new Set(everything).size).toBe(everything.length);

    // Smaller pages add up to the same list, in the same order.
    const paged: string[] = [];
    for (let before: string | undefined, hasOlder = true; hasOlder;) {
      const page = (await call("nurse2", "GET", `/conversations?limit=50${before ? `&before=${before}` : ""}`)).json();
      paged.push(...page.results.map((c: Conversation) => c.id));
      ({ hasOlder } = page);
      before = page.results.at(-1)?.id;
    }
    expect(paged).toEqual(everything);

    const found = (await call("nurse2", "GET", `/messages/search?q=${word}`)).json();
    expect(found.total).toBe(1);
    expect(found.results[0].conversation.id).toBe(oldest);
    expect((await call("nurse2", "GET", `/conversations/${oldest}`)).json().results.title).toBe("Shift 0");

    // A new message brings the oldest to the top.
    await sendAs("bht", oldest, "Picking this up again");
    expect((await call("nurse2", "GET", "/conversations?limit=1")).json().results[0].id).toBe(oldest);

    // Paging after someone else's conversation, or after no conversation at all.
    const theirs = await group("therapist", [ids.supervisor]);
    expect((await call("nurse2", "GET", `/conversations?before=${theirs.id}`)).statusCode).toBe(404);
    expect((await call("nurse2", "GET", "/conversations?before=yesterday")).statusCode).toBe(400);
    expect((await call("nurse2", "GET", `/conversations?limit=${CONVERSATION_PAGE + 1}`)).statusCode).toBe(400);
  });

  it("typing is published to the members, at most once per 2 s per person", async () => {
    const conversation = (await direct("therapist", "nurse")).id;
    expect((await call("therapist", "POST", `/conversations/${conversation}/typing`)).json().results).toEqual({
      sent: true,
    });
    expect((await call("therapist", "POST", `/conversations/${conversation}/typing`)).json().results).toEqual({
      sent: false,
    });
    expect((await call("bht", "POST", `/conversations/${conversation}/typing`)).statusCode).toBe(404);
    await t.api.deps.relay.flush();
    const typing = t.events.filter(
      (e): e is DomainEvent<"conversation.typing"> =>
        e.name === "conversation.typing" && e.payload.conversationId === conversation,
    );
    expect(typing).toHaveLength(1);
    expect(typing[0]!.payload).toMatchObject({ userId: ids.therapist, name: "Theo Ramirez" });
  });
});

import { describe, expect, it } from "vitest";
import { conversationTitle, mentionCandidates, mentionQueryAt, seenBy, typingLine, upsertMessage } from "./threadState";
import type { ThreadMember, ThreadMessage } from "./threadState";

const person = (id: string, fullname: string) => ({ id, fullname, role: "therapist" as const });
const message = (id: string, authorId: string, minute: number): ThreadMessage => ({
  id,
  conversationId: "c1",
  author: { id: authorId, fullname: authorId },
  body: id,
  mentions: [],
  createdAt: new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString(),
  editedAt: null,
  deleted: false,
  editableUntil: new Date(Date.UTC(2026, 10, 23, 9, minute + 15)).toISOString(),
  canEdit: false,
});
const member = (id: string, fullname: string, lastReadMessageId: string | null): ThreadMember => ({
  user: person(id, fullname),
  lastReadMessageId,
  lastReadAt: null,
});

describe("the thread's rules", () => {
  it("places a live message in time order, and replaces one it already has", () => {
    const list = [message("a", "u1", 1), message("c", "u1", 3)];
    expect(upsertMessage(list, message("b", "u2", 2)).map((m) => m.id)).toEqual(["a", "b", "c"]);
    const edited = { ...message("c", "u1", 3), body: "changed" };
    expect(upsertMessage(list, edited)).toEqual([list[0], edited]);
  });

  it("says who has seen the last message: not the viewer, not its author, only markers on or after it", () => {
    const messages = [message("a", "u1", 1), message("b", "u1", 2)];
    const members = [
      member("u1", "Theo Ramirez", "b"),
      member("u2", "Dana Whitfield", "b"),
      member("u3", "Bailey Nguyen", "a"),
      member("u4", "Nora Castillo", null),
    ];
    expect(seenBy(members, messages, "u1")).toEqual(["Dana Whitfield"]);
    expect(seenBy(members, messages, "u2")).toEqual([]);
    expect(seenBy(members, [], "u1")).toEqual([]);
  });

  it("names a conversation by its title, or by the other people in it", () => {
    const members = [member("u1", "Theo Ramirez", null), member("u2", "Dana Whitfield", null)];
    expect(conversationTitle({ title: null, members }, "u1")).toBe("Dana Whitfield");
    expect(conversationTitle({ title: "Case review", members }, "u1")).toBe("Case review");
    expect(typingLine(["Dana Whitfield"])).toBe("Dana Whitfield is typing…");
    expect(typingLine(["A", "B", "C"])).toBe("A, B and C are typing…");
  });

  it("finds the @word at the caret and the members it may mean", () => {
    expect(mentionQueryAt("hi @da", 6)).toEqual({ start: 3, query: "da" });
    expect(mentionQueryAt("mail me@home", 12)).toBeNull();
    const members = [member("u1", "Theo Ramirez", null), member("u2", "Dana Whitfield", null)];
    expect(mentionCandidates(members, "u1", "whit")).toEqual([
      { id: "u2", fullname: "Dana Whitfield", handle: "dana.whitfield" },
    ]);
    expect(mentionCandidates(members, "u1", "theo")).toEqual([]);
    // The viewer's locations come after the people: their live boards show the message.
    const riverside = { id: "l1", name: "Riverside Residential" };
    expect(mentionCandidates(members, "u1", "r", [riverside])).toEqual([
      { id: "l1", fullname: "Riverside Residential", handle: "riverside.residential", location: true },
    ]);
    expect(mentionCandidates(members, "u1", "", [riverside]).map((c) => c.handle)).toEqual([
      "dana.whitfield",
      "riverside.residential",
    ]);
  });
});

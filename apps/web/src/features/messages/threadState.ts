/** Pure rules of the thread view: where a live message goes, who has seen what, what a conversation is called. */
import { mentionHandle } from "@hearth/schema";
import type {
  ConversationFields_ConversationFragment,
  MessageFields_MessageFragment,
} from "../../__generated__/graphql";

export type ThreadMessage = MessageFields_MessageFragment;
export type ThreadConversation = ConversationFields_ConversationFragment;
export type ThreadMember = ThreadConversation["members"][number];

const order = (a: ThreadMessage, b: ThreadMessage): number =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The list with `message` in place: replaced when known (an edit, a delete), else inserted in time order. */
export function upsertMessage(list: readonly ThreadMessage[], message: ThreadMessage): ThreadMessage[] {
  const at = list.findIndex((m) => m.id === message.id);
  if (at >= 0) return list.map((m, i) => (i === at ? message : m));
  return [...list, message].sort(order);
}

/**
 * Who has read up to the last message: the other members whose read marker is on it or after it
 * (among the loaded messages), neither the viewer nor the message's author.
 */
export function seenBy(
  members: readonly ThreadMember[],
  messages: readonly ThreadMessage[],
  viewerId: string,
): string[] {
  const last = messages.at(-1);
  if (!last) return [];
  const position = new Map(messages.map((m, i) => [m.id, i]));
  const lastIndex = messages.length - 1;
  return members
    .filter((m) => m.user.id !== viewerId && m.user.id !== last.author.id)
    .filter(
      (m) =>
        m.lastReadMessageId !== null &&
        m.lastReadMessageId !== undefined &&
        (position.get(m.lastReadMessageId) ?? -1) >= lastIndex,
    )
    .map((m) => m.user.fullname);
}

/** A group's title, or the other people of a direct conversation. */
export function conversationTitle(
  conversation: Pick<ThreadConversation, "title"> & { members: readonly { user: { id: string; fullname: string } }[] },
  viewerId: string,
): string {
  if (conversation.title) return conversation.title;
  const others = conversation.members.filter((m) => m.user.id !== viewerId).map((m) => m.user.fullname);
  return others.length ? others.join(", ") : "Only you";
}

/** "Dana Whitfield is typing…", "Dana Whitfield and Theo Ramirez are typing…". */
export function typingLine(names: readonly string[]): string {
  if (names.length === 0) return "";
  if (names.length === 1) return `${names[0]} is typing…`;
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)} are typing…`;
}

/** The @word being typed just before the caret, if any (what the mention autocomplete completes). */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([\w.]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]!.toLowerCase() };
}

export interface MentionCandidate {
  id: string;
  /** A member's full name, or a location's name. */
  fullname: string;
  handle: string;
  /** A location: mentioning it puts the message on the location's live board. */
  location?: true;
}

/**
 * Members (not the viewer), then the viewer's own locations, whose handle or a word of whose name
 * starts with the query, for the autocomplete.
 */
export function mentionCandidates(
  members: readonly ThreadMember[],
  viewerId: string,
  query: string,
  locations: readonly { id: string; name: string }[] = [],
): MentionCandidate[] {
  const people: MentionCandidate[] = members
    .filter((m) => m.user.id !== viewerId)
    .map((m) => ({ id: m.user.id, fullname: m.user.fullname, handle: mentionHandle(m.user.fullname) }));
  const places: MentionCandidate[] = locations.map((l) => ({
    id: l.id,
    fullname: l.name,
    handle: mentionHandle(l.name),
    location: true,
  }));
  return [...people, ...places].filter(
    (c) =>
      c.handle.startsWith(query) ||
      c.fullname
        .toLowerCase()
        .split(" ")
        .some((word) => word.startsWith(query)),
  );
}

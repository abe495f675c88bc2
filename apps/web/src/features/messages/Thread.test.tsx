// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Observable, of } from "rxjs";
import type { Observer } from "rxjs";
import { SessionContext } from "../../app/session/SessionContext";
import type { SessionUser } from "../../app/session/currentUser";
import { createCache } from "../../lib/apollo";
import { CONVERSATION_PAGE } from "@hearth/schema";
import MessagesPage from "./MessagesPage";

afterEach(cleanup);

const ME = { id: "u1", fullname: "Theo Ramirez" };
const DANA = { id: "u2", fullname: "Dana Whitfield" };
const ref = (p: { id: string; fullname: string }) => ({ __typename: "ClinicianRef", ...p, role: "therapist" });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const message = (
  id: string,
  author: { id: string; fullname: string },
  body: string,
  ago: number,
  extra: object = {},
) => ({
  __typename: "Message",
  id,
  conversationId: "c1",
  author: ref(author),
  body,
  mentions: [],
  createdAt: minutesAgo(ago),
  editedAt: null,
  deleted: false,
  editableUntil: minutesAgo(ago - 15),
  canEdit: author.id === ME.id && ago < 15,
  ...extra,
});
const member = (p: { id: string; fullname: string }, lastReadMessageId: string | null) => ({
  __typename: "ConversationMember",
  user: ref(p),
  lastReadMessageId,
  lastReadAt: null,
});

/** The messaging part of the GraphQL API as an Apollo link: answers by operation name, pushes live events on demand. */
function fakeServer(kind: "direct" | "group" = "direct", firstPage = 1) {
  const history = [
    message("m1", DANA, "Sure, after the 2 pm group works for me.", 80),
    message("m2", ME, "See you then", 5),
    message("m0", DANA, "", 90, { deleted: true }),
  ];
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const live = new Map<string, Observer<ApolloLink.Result>>();
  const conversation = () => ({
    __typename: "Conversation",
    id: "c1",
    kind,
    title: kind === "group" ? "Discharge plan" : null,
    client: null,
    createdAt: minutesAgo(100),
    lastMessageAt: minutesAgo(5),
    unreadCount: 0,
    members: [member(ME, "m2"), member(DANA, "m1")],
    lastMessage: history[1],
  });
  /** Another group conversation of the viewer's, quiet for `ago` minutes. */
  const quiet = (id: string, title: string, ago: number) => ({
    ...conversation(),
    id,
    kind: "group",
    title,
    createdAt: minutesAgo(ago),
    lastMessageAt: null,
    lastMessage: null,
  });
  const older = quiet("c-old", "Intake review 2024", 60 * 24 * 400);
  const link = new ApolloLink((operation) => {
    const operationName = operation.operationName ?? "";
    const variables = operation.variables as Record<string, unknown>;
    calls.push({ operationName, variables });
    switch (operationName) {
      case "Conversations":
        return of({
          data: {
            conversationPage: {
              __typename: "ConversationPage",
              results: [
                conversation(),
                ...Array.from({ length: firstPage - 1 }, (_, i) => quiet(`c${i + 2}`, `Shift team ${i + 2}`, 200 + i)),
              ],
              hasOlder: firstPage >= CONVERSATION_PAGE,
            },
          },
        });
      case "OlderConversations":
        return of({
          data: { conversationPage: { __typename: "ConversationPage", results: [older], hasOlder: false } },
        });
      case "Conversation":
        return of({ data: { conversation: variables["id"] === older.id ? older : null } });
      case "MessageHistory":
        return of({
          data: {
            messages: { __typename: "MessagePage", results: [history[2], history[0], history[1]], hasEarlier: false },
          },
        });
      case "SendMessage":
        return of({ data: { sendMessage: message("m9", ME, String(variables["body"]), 0) } });
      case "MarkConversationRead":
        return of({ data: { markConversationRead: conversation() } });
      case "SendTyping":
        return of({ data: { sendTyping: true } });
      case "PickerStaff":
        return of({
          data: {
            clinicians: {
              __typename: "ClinicianPage",
              results: [{ __typename: "Clinician", id: "u3", fullname: "Nora Castillo", role: "nurse" }],
            },
          },
        });
      case "AddConversationMembers":
        return of({
          errors: [
            {
              message: "Nora Castillo may not see this client's record, so cannot join a conversation about them",
              extensions: { code: "BAD_USER_INPUT" },
            },
          ],
        } as ApolloLink.Result);
      case "MessageAdded":
      case "Typing":
      case "ConversationsChanged":
        return new Observable<ApolloLink.Result>((observer) => {
          live.set(operationName, observer);
          return () => live.delete(operationName);
        });
      default:
        return of({ errors: [{ message: `no answer for ${operationName}` }] } as ApolloLink.Result);
    }
  });
  return {
    link,
    calls,
    push: (operationName: string, data: Record<string, unknown>) => act(() => live.get(operationName)!.next({ data })),
    listening: () => live.has("MessageAdded") && live.has("Typing"),
  };
}

function renderMessages(server: ReturnType<typeof fakeServer>, path: string) {
  const client = new ApolloClient({ cache: createCache(), link: server.link });
  const router = createMemoryRouter(
    [
      { path: "/messages", element: <MessagesPage /> },
      { path: "/messages/:conversationId", element: <MessagesPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <SessionContext.Provider
        value={{ ...ME, role: "therapist", locations: [{ id: "l1", name: "Riverside Residential" }] } as SessionUser}
      >
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ApolloProvider>,
  );
}

async function renderThread(kind: "direct" | "group" = "direct") {
  const server = fakeServer(kind);
  renderMessages(server, "/messages/c1");
  await waitFor(() => expect(server.listening()).toBe(true));
  return server;
}

const log = () => screen.getByRole("log", { name: "Messages" });

describe("the message thread", () => {
  it("shows history with own messages editable, a deleted one as such; live typing, messages and read receipts update it in place", async () => {
    const server = await renderThread();
    expect(await within(log()).findByText("Sure, after the 2 pm group works for me.")).toBeTruthy();
    expect(within(log()).getByText("This message was deleted")).toBeTruthy();
    const own = within(log()).getByRole("listitem", { name: "Message from Theo Ramirez" });
    expect(within(own).getByRole("button", { name: "Edit message" })).toBeTruthy();
    expect(screen.queryByText(/Seen by/)).toBeNull();

    server.push("MessageAdded", {
      messageAdded: {
        __typename: "MessageEvent",
        conversationId: "c1",
        change: "read",
        message: null,
        reader: member(DANA, "m2"),
      },
    });
    expect(await screen.findByText("Seen by Dana Whitfield")).toBeTruthy();

    server.push("Typing", {
      typing: { __typename: "TypingEvent", conversationId: "c1", userId: DANA.id, name: DANA.fullname },
    });
    expect(await screen.findByText("Dana Whitfield is typing…")).toBeTruthy();

    server.push("MessageAdded", {
      messageAdded: {
        __typename: "MessageEvent",
        conversationId: "c1",
        change: "added",
        message: message("m3", DANA, "Running late", 0),
        reader: null,
      },
    });
    expect(await within(log()).findByText("Running late")).toBeTruthy();
    expect(screen.queryByText("Dana Whitfield is typing…")).toBeNull();
    // Visible, so the new message by someone else is marked read.
    await waitFor(() =>
      expect(server.calls.find((c) => c.operationName === "MarkConversationRead")?.variables).toEqual({
        conversationId: "c1",
        messageId: "m3",
      }),
    );
  });

  it("sends on Enter, adds a line on Shift+Enter, and signals typing", async () => {
    const server = await renderThread();
    const box = await screen.findByRole("textbox", { name: "Message" });
    fireEvent.change(box, { target: { value: "Line one" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(server.calls.some((c) => c.operationName === "SendMessage")).toBe(false);
    expect(server.calls.filter((c) => c.operationName === "SendTyping")).toHaveLength(1);
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() =>
      expect(server.calls.find((c) => c.operationName === "SendMessage")?.variables).toEqual({
        conversationId: "c1",
        body: "Line one",
      }),
    );
    expect(await within(log()).findByText("Line one")).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
  });

  it("adding someone the server refuses shows its reason, naming them", async () => {
    await renderThread("group");
    fireEvent.click(await screen.findByRole("button", { name: "Conversation actions" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Add people" }));
    const dialog = await screen.findByRole("dialog", { name: "Add people" });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "People" }));
    fireEvent.click(await screen.findByRole("option", { name: "Nora Castillo" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText(/Nora Castillo may not see this client's record/)).toBeTruthy();
  });
});

describe("the conversation list", () => {
  it("offers older conversations after a full first page, until there are none", async () => {
    const server = fakeServer("direct", CONVERSATION_PAGE);
    renderMessages(server, "/messages");
    const list = await screen.findByRole("list", { name: "Conversations" });
    expect(within(list).getAllByRole("button")).toHaveLength(CONVERSATION_PAGE);
    fireEvent.click(screen.getByRole("button", { name: "Show older conversations" }));
    expect(await within(list).findByRole("button", { name: "Intake review 2024" })).toBeTruthy();
    expect(server.calls.find((c) => c.operationName === "OlderConversations")?.variables).toEqual({
      before: `c${CONVERSATION_PAGE}`,
    });
    // That was all: no more to show.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show older conversations" })).toBeNull());
  });

  it("shows no older-conversations button when the first page is not full", async () => {
    renderMessages(fakeServer("direct", 3), "/messages");
    expect(within(await screen.findByRole("list", { name: "Conversations" })).getAllByRole("button")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show older conversations" })).toBeNull();
  });

  it("opens a conversation beyond the loaded ones (from search or a link), and says so when it is not the viewer's", async () => {
    renderMessages(fakeServer("direct", 1), "/messages/c-old");
    expect(await screen.findByRole("heading", { name: "Intake review 2024", level: 2 })).toBeTruthy();
    cleanup();
    renderMessages(fakeServer("direct", 1), "/messages/c-gone");
    expect(await screen.findByText("This conversation is not available to you.")).toBeTruthy();
  });
});

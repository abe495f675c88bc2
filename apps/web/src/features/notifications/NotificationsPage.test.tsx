// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ShellStateProvider } from "../../app/shell/ShellState";
import { createCache } from "../../lib/apollo";
import { BURST_MS } from "../../lib/useLiveRefetch";
import { fakeNotification, fakeNotificationServer } from "./fakeNotificationServer";
import type { FakeNotification } from "./fakeNotificationServer";
import { saveNotificationFilter } from "./notificationFilter";
import { NotificationsLive } from "./NotificationsLive";
import NotificationsPage from "./NotificationsPage";

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

/** The page inside the app layout's live part, at `path`. */
async function renderPage(notifications: FakeNotification[], path = "/notifications") {
  const server = fakeNotificationServer(notifications);
  const client = new ApolloClient({ cache: createCache(), link: server.link });
  const router = createMemoryRouter(
    [
      {
        path: "/notifications",
        element: (
          <>
            <NotificationsPage />
            <NotificationsLive />
          </>
        ),
      },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <ShellStateProvider>
        <RouterProvider router={router} />
      </ShellStateProvider>
    </ApolloProvider>,
  );
  await waitFor(() => expect(server.listening()).toBe(true));
  return { server, router, search: () => router.state.location.search };
}

const rows = () => within(screen.getByRole("list", { name: "Notifications" })).getAllByRole("listitem");
async function chooseType(name: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: "Type" }));
  fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name }));
}

const mixed = () => [
  fakeNotification({ type: "mention", title: "Sam mentioned you" }),
  fakeNotification({ type: "group_note_submitted", title: "Group note to approve", link: "/approvals", read: true }),
  fakeNotification({ type: "announcement", title: "Fire drill" }),
];

describe("the notifications page", () => {
  it("filters by type with each type's count, and keeps the filter and page in the address", async () => {
    const { search, router } = await renderPage(mixed());
    await waitFor(() => expect(rows()).toHaveLength(3));
    await chooseType("Mentions (1)");
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining("Sam mentioned you")]),
    );
    expect(search()).toBe("?show=all&type=mention");
    // Back is the list before the choice.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(search()).toBe("?show=all");
    await act(() => router.navigate(1));
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.click(screen.getByRole("button", { name: "Unread" }));
    await waitFor(() => expect(search()).toBe("?show=unread&type=mention"));
    // The counts follow the read state: unread ones now.
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Type" }));
    expect(
      within(await screen.findByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All types (2)", "Announcements (1)", "Notes to approve (0)", "Mentions (1)"]);
  });

  it("starts from the saved filter when the address says nothing, and writes it there", async () => {
    saveNotificationFilter({ unreadOnly: true, type: "" });
    const { search } = await renderPage(mixed());
    await waitFor(() => expect(search()).toBe("?show=unread"));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it("pages at 25, the page in the address", async () => {
    const many = Array.from({ length: 30 }, (_, i) => fakeNotification({ title: `Drill #${30 - i}`, minutesAgo: i }));
    const { search } = await renderPage(many);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByText("1–25 of 30")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows()[0]!.textContent).toContain("Drill #5");
    expect(search()).toBe("?show=all&page=2");
  });

  it("marks one as read, or all of the chosen type, and says when nothing matches", async () => {
    const { server, search } = await renderPage(mixed(), "/notifications?show=unread");
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await chooseType("Announcements (1)");
    fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText("No notifications match these filters")).toBeTruthy();
    expect(server.calls.find((c) => c.operationName === "MarkAllNotificationsRead")?.variables).toEqual({
      types: ["announcement"],
    });

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(search()).toBe("?show=all");
  });

  it("shows an arrival at the top without a reload, and no toast over it", async () => {
    const { server } = await renderPage(mixed());
    await waitFor(() => expect(rows()).toHaveLength(3));
    act(() => server.arrive(fakeNotification({ title: "Reminder: call the pharmacy" })));
    await waitFor(() => expect(rows()[0]!.textContent).toContain("Unread: Reminder: call the pharmacy"));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows a note to approve as done, live, the moment someone deals with the note; Open goes to that note", async () => {
    const toApprove = fakeNotification({
      type: "group_note_submitted",
      title: "Group note to approve",
      link: "/approvals?note=n-7",
      read: true,
    });
    const { server, router } = await renderPage([toApprove, fakeNotification({ title: "Fire drill" })]);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).queryByText("Done")).toBeNull();
    // Already read, so the counts do not move: the done event alone must show it.
    act(() => server.done([toApprove.id]));
    await waitFor(() => expect(within(rows()[0]!).getByText("Done")).toBeTruthy());
    expect(within(rows()[1]!).queryByText("Done")).toBeNull();
    fireEvent.click(within(rows()[0]!).getByText("Group note to approve"));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/approvals?note=n-7"),
    );
  });

  it("fetches the list once for a filter change, and once for a burst of live changes", async () => {
    const { server } = await renderPage(mixed());
    await waitFor(() => expect(rows()).toHaveLength(3));
    const listRequests = () => server.calls.filter((call) => call.operationName === "NotificationList");
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 3 * BURST_MS)));
    await settle();
    const before = listRequests().length;

    await chooseType("Mentions (1)");
    await waitFor(() => expect(rows()).toHaveLength(1));
    await settle();
    expect(
      listRequests()
        .slice(before)
        .map((call) => call.variables["types"]),
    ).toEqual([["mention"]]);

    act(() => {
      server.arrive(fakeNotification({ type: "mention", title: "Ana mentioned you" }));
      server.arrive(fakeNotification({ type: "mention", title: "Lee mentioned you" }));
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await settle();
    expect(listRequests()).toHaveLength(before + 2);
  });

  it("says all caught up when there is nothing", async () => {
    await renderPage([]);
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });
});

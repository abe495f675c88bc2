// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { ShellStateProvider } from "../../app/shell/ShellState";
import { createCache } from "../../lib/apollo";
import { fakeNotification, fakeNotificationServer } from "./fakeNotificationServer";
import type { FakeNotification } from "./fakeNotificationServer";
import { NotificationBell } from "./NotificationBell";
import { NotificationsLive } from "./NotificationsLive";

afterEach(cleanup);

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The bell as the top bar has it, with the live part the layout mounts beside it. */
function renderBell(notifications: FakeNotification[]) {
  const server = fakeNotificationServer(notifications);
  const client = new ApolloClient({ cache: createCache(), link: server.link });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <NotificationBell />
            <NotificationsLive />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(
    <ApolloProvider client={client}>
      <ShellStateProvider>
        <RouterProvider router={router} />
      </ShellStateProvider>
    </ApolloProvider>,
  );
  return server;
}

const unread = (count: number) => Array.from({ length: count }, () => fakeNotification());
const weightOf = (element: HTMLElement) => getComputedStyle(element).fontWeight;
const badge = () => screen.getByTestId("notification-badge").querySelector(".MuiBadge-badge")!;

describe("the notification bell", () => {
  it("shows the unread count on its badge and in its name", async () => {
    renderBell([...unread(3), fakeNotification({ read: true })]);
    expect(await screen.findByRole("button", { name: "Notifications, 3 unread" })).toBeTruthy();
    expect(badge().textContent).toBe("3");
  });

  it("stops the badge at 99+, while the name keeps the number", async () => {
    renderBell(unread(150));
    expect(await screen.findByRole("button", { name: "Notifications, 150 unread" })).toBeTruthy();
    expect(badge().textContent).toBe("99+");
  });

  it("hides the badge when nothing is unread", async () => {
    renderBell([fakeNotification({ read: true })]);
    await waitFor(() => expect(badge().className).toContain("MuiBadge-invisible"));
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("follows the counts the server pushes: an arrival, then everything read in another tab", async () => {
    const server = renderBell(unread(1));
    await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await waitFor(() => expect(server.listening()).toBe(true));
    server.arrive(fakeNotification({ title: "Group note to approve", link: "/approvals" }));
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    server.readAllElsewhere();
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
  });
});

describe("the bell's menu", () => {
  it("lists the latest notifications, unread in bold; a click marks one read and opens its link", async () => {
    const server = renderBell([
      fakeNotification({
        title: "Group note to approve",
        body: "Relapse Prevention, submitted by Theo",
        link: "/approvals",
        type: "group_note_submitted",
      }),
      fakeNotification({ title: "Fire drill at 3", read: true, minutesAgo: 90 }),
      ...Array.from({ length: 10 }, () => fakeNotification({ read: true, minutesAgo: 600 })),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const menu = await screen.findByRole("dialog", { name: "Notifications" });
    const items = await within(menu).findAllByRole("listitem");
    expect(items).toHaveLength(8);
    expect(items[0]!.textContent).toContain("Unread: Group note to approve");
    expect(items[0]!.textContent).toContain("just now");
    expect(items[1]!.textContent).toContain("1 hour ago");
    expect(weightOf(within(items[0]!).getByText("Group note to approve", { exact: false }))).toBe("700");
    expect(weightOf(within(items[1]!).getByText("Fire drill at 3"))).toBe("400");

    fireEvent.click(within(items[0]!).getByRole("button"));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/approvals"));
    expect(server.calls.filter((c) => c.operationName === "MarkNotificationRead")).toEqual([
      { operationName: "MarkNotificationRead", variables: { id: expect.any(String) } },
    ]);
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("marks all as read, and leads to the page", async () => {
    const server = renderBell(unread(2));
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    const menu = await screen.findByRole("dialog", { name: "Notifications" });
    expect(within(menu).getByText("2 unread")).toBeTruthy();
    fireEvent.click(within(menu).getByRole("button", { name: "Mark all as read" }));
    expect(await within(menu).findByText("You're all caught up")).toBeTruthy();
    expect(server.calls.find((c) => c.operationName === "MarkAllNotificationsRead")?.variables).toEqual({
      types: null,
    });
    expect(within(menu).getByRole("button", { name: "Mark all as read" })).toHaveProperty("disabled", true);
    await waitFor(() => expect(within(menu).queryByText(/^Unread: /)).toBeNull());

    fireEvent.click(within(menu).getByRole("link", { name: "See all notifications" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/notifications"));
  });

  it("says so kindly when there is nothing yet", async () => {
    renderBell([]);
    fireEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeTruthy();
  });
});

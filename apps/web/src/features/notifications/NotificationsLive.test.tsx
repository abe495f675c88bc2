// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { ShellStateProvider } from "../../app/shell/ShellState";
import { createCache } from "../../lib/apollo";
import { fakeNotification, fakeNotificationServer } from "./fakeNotificationServer";
import { NotificationsLive } from "./NotificationsLive";

afterEach(cleanup);

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The live part of the app layout on `path`, its subscriptions open. */
async function renderLive(path: string) {
  const server = fakeNotificationServer();
  const client = new ApolloClient({ cache: createCache(), link: server.link });
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <NotificationsLive />
            <Where />
          </>
        ),
      },
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
  return { server, router };
}

const toasts = () => screen.queryAllByRole("status");

describe("notification toasts", () => {
  it("show the title and body of an arrival; Open marks it read and goes to its link", async () => {
    const { server } = await renderLive("/dashboard");
    const note = fakeNotification({
      title: "Group note to approve",
      body: "Relapse Prevention, submitted by Theo",
      link: "/approvals",
    });
    act(() => server.arrive(note));
    const toast = await screen.findByRole("status");
    expect(toast.textContent).toContain("Group note to approve");
    expect(toast.textContent).toContain("Relapse Prevention, submitted by Theo");
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/approvals"));
    expect(server.calls.find((c) => c.operationName === "MarkNotificationRead")?.variables).toEqual({ id: note.id });
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });

  it("show a burst one at a time, and sum up a long one", async () => {
    const { server } = await renderLive("/dashboard");
    act(() => {
      for (const title of ["First", "Second"]) server.arrive(fakeNotification({ title }));
    });
    expect((await screen.findByRole("status")).textContent).toContain("First");
    expect(toasts()).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(toasts().map((t) => t.textContent)).toEqual([expect.stringContaining("Second")]));

    act(() => {
      for (const title of ["A", "B", "C", "D"]) server.arrive(fakeNotification({ title }));
    });
    // Four waiting behind "Second" are too many to show one by one.
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() =>
      expect(toasts().map((t) => t.textContent)).toEqual([expect.stringContaining("4 new notifications")]),
    );
    // A newcomer while the summary shows is counted in, not queued behind it.
    act(() => server.arrive(fakeNotification({ title: "E" })));
    await waitFor(() =>
      expect(toasts().map((t) => t.textContent)).toEqual([expect.stringContaining("5 new notifications")]),
    );
    fireEvent.click(screen.getByRole("button", { name: "See all" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/notifications"));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });

  it("stay away from the notifications page and from the page a notification links to", async () => {
    const { server, router } = await renderLive("/notifications");
    act(() => server.arrive(fakeNotification({ title: "Announcement" })));
    await act(() => router.navigate("/approvals"));
    act(() => server.arrive(fakeNotification({ title: "Group note to approve", link: "/approvals" })));
    // Give a toast the chance to show, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts()).toHaveLength(0);
  });

  it("go when what they are about was dealt with meanwhile (a note to approve approved by another supervisor)", async () => {
    const { server } = await renderLive("/dashboard");
    const note = fakeNotification({ title: "Group note to approve", link: "/approvals?note=n-1" });
    act(() => server.arrive(note));
    await screen.findByRole("status");
    act(() => server.done([note.id]));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });

  it("go once everything has been read elsewhere", async () => {
    const { server } = await renderLive("/dashboard");
    act(() => server.arrive(fakeNotification({ title: "Reminder" })));
    await screen.findByRole("status");
    act(() => server.readAllElsewhere());
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });
});

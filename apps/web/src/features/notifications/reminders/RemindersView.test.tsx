// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { of } from "rxjs";
import { ShellStateProvider } from "../../../app/shell/ShellState";
import { createCache } from "../../../lib/apollo";
import { fakeNotification, fakeNotificationServer } from "../fakeNotificationServer";
import { NotificationsLive } from "../NotificationsLive";
import NotificationsPage from "../NotificationsPage";
import { reminderTimeText } from "./reminderTimes";

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

interface FakeReminder {
  id: string;
  subjectLabel: string;
  link: string;
  remindAt: string;
  note: string | null;
  firedAt: string | null;
}
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const reminder = (id: string, overrides: Partial<FakeReminder> = {}): FakeReminder => ({
  id,
  subjectLabel: `Session ${id}`,
  link: `/groupnotes/session/${id}`,
  remindAt: inMinutes(Number(id) * 10),
  note: null,
  firedAt: null,
  ...overrides,
});

/** The notifications page at `path`, over the fake notification server plus reminders held here. */
async function renderPage(reminders: FakeReminder[], path = "/notifications?view=reminders") {
  const server = fakeNotificationServer();
  const cancelled: string[] = [];
  const remindersLink = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    if (operation.operationName === "CancelReminder") {
      cancelled.push(String(variables["id"]));
      return of({ data: { cancelReminder: true } });
    }
    const fired = variables["status"] === "fired";
    const results = reminders
      .filter((r) => !cancelled.includes(r.id) && Boolean(r.firedAt) === fired)
      .map((r) => ({ __typename: "Reminder", ...r }));
    return of({
      data: {
        reminders: {
          __typename: "ReminderPage",
          results,
          pageInfo: { __typename: "PageInfo", total: results.length, page: 1, pageSize: 25 },
        },
      },
    });
  });
  const link = ApolloLink.split(
    (operation) => ["Reminders", "CancelReminder"].includes(operation.operationName ?? ""),
    remindersLink,
    server.link,
  );
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
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link })}>
      <ShellStateProvider>
        <RouterProvider router={router} />
      </ShellStateProvider>
    </ApolloProvider>,
  );
  await waitFor(() => expect(server.listening()).toBe(true));
  return { server, cancelled, search: () => router.state.location.search };
}

const rows = async () => within(await screen.findByRole("list", { name: "Reminders" })).getAllByRole("listitem");

describe("the Reminders view of the notifications page", () => {
  it("lists upcoming reminders as the server orders them: the item as a link, the time, the note", async () => {
    const soon = reminder("1", { note: "Bring the attendance sheet" });
    await renderPage([soon, reminder("2")]);
    const [first, second] = await rows();
    expect(within(first!).getByRole("link", { name: "Session 1" }).getAttribute("href")).toBe("/groupnotes/session/1");
    expect(first!.textContent).toContain(reminderTimeText(soon.remindAt));
    expect(first!.textContent).toContain("Bring the attendance sheet");
    expect(second!.textContent).toContain("Session 2");
    expect((screen.getByRole("tab", { name: "Reminders" }) as HTMLElement).getAttribute("aria-selected")).toBe("true");
  });

  it("says how to set one when none is upcoming, and keeps Fired in the address", async () => {
    const { search } = await renderPage([reminder("3", { firedAt: inMinutes(-5), subjectLabel: "Alex Doe" })]);
    await screen.findByText("No upcoming reminders");
    screen.getByText("Set one with Remind me on a session or a client.");
    fireEvent.click(screen.getByRole("button", { name: "Fired" }));
    await waitFor(() => expect(search()).toBe("?view=reminders&status=fired"));
    const [fired] = await rows();
    expect(fired!.textContent).toContain("Alex Doe");
    expect(fired!.textContent).toContain("Reminded ");
    expect(within(fired!).queryByRole("button", { name: /Cancel/ })).toBeNull();
  });

  it("cancels a reminder only once confirmed", async () => {
    const { cancelled } = await renderPage([reminder("1"), reminder("2")]);
    fireEvent.click(within((await rows())[0]!).getByRole("button", { name: "Cancel the reminder for Session 1" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Cancel this reminder?" })).getByRole("button", { name: "Keep it" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cancelled).toEqual([]);

    fireEvent.click(within((await rows())[0]!).getByRole("button", { name: "Cancel the reminder for Session 1" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Cancel this reminder?" })).getByRole("button", {
        name: "Cancel reminder",
      }),
    );
    await waitFor(() => expect(cancelled).toEqual(["1"]));
    await waitFor(async () =>
      expect((await rows()).map((row) => row.textContent)).toEqual([expect.stringContaining("Session 2")]),
    );
  });

  it("refetches when a reminder comes due: its notification moves the counts", async () => {
    const due = reminder("1");
    const { server } = await renderPage([due, reminder("2")]);
    expect(await rows()).toHaveLength(2);
    due.firedAt = new Date().toISOString();
    act(() => server.arrive(fakeNotification({ type: "reminder_due", title: "Reminder: Session 1", link: due.link })));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it("the Notifications tab goes back to the list with its saved filter", async () => {
    const { search } = await renderPage([]);
    fireEvent.click(screen.getByRole("tab", { name: "Notifications" }));
    await waitFor(() => expect(search()).toBe("?show=all"));
    await screen.findByText("You're all caught up");
  });
});

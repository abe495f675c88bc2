// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { Observable, of } from "rxjs";
import type { Observer } from "rxjs";
import { createMemoryRouter, RouterProvider } from "react-router";
import { capabilitiesOf } from "@hearth/schema";
import { SessionContext } from "../../app/session/SessionContext";
import type { SessionUser } from "../../app/session/currentUser";
import { createCache } from "../../lib/apollo";
import EventsPage from "./EventsPage";

afterEach(cleanup);

const RIVERSIDE = { __typename: "Location", id: "loc-r", name: "Riverside Residential" };

interface FakeEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  cancelled?: boolean;
  canManage?: boolean;
  audience?: { kind: "all_staff" | "locations" | "roles"; locations: (typeof RIVERSIDE)[]; roles: string[] };
}
const typed = ({ audience, ...e }: FakeEvent) => ({
  __typename: "OrgEvent",
  description: null,
  allDay: false,
  place: "Main hall",
  cancelled: false,
  canManage: false,
  ...e,
  audience: { __typename: "EventAudience", ...(audience ?? { kind: "all_staff", locations: [], roles: [] }) },
});

/** The events part of the GraphQL API, in memory, answering the page's operations by name. */
function fakeEventServer(initial: FakeEvent[]) {
  const events = initial.map((e) => ({ ...e }));
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const live = new Set<Observer<ApolloLink.Result>>();
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    const operationName = operation.operationName ?? "";
    calls.push({ operationName, variables });
    switch (operationName) {
      case "EventList": {
        const results = variables["period"] === "past" ? [] : events.map(typed);
        return of({
          data: {
            events: {
              __typename: "EventPage",
              results,
              pageInfo: { __typename: "PageInfo", total: results.length, page: 1, pageSize: 25 },
              eventCount: results.length,
              eventTotal: results.length,
            },
          },
        });
      }
      case "CancelEvent": {
        const found = events.find((e) => e.id === variables["id"])!;
        found.cancelled = true;
        found.canManage = false;
        return of({ data: { cancelEvent: typed(found) } });
      }
      case "CreateEvent": {
        const input = variables["input"] as { title: string; startsAt: string; endsAt: string };
        const created = {
          id: `e${events.length + 1}`,
          title: input.title,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          canManage: true,
        };
        events.push(created);
        return of({ data: { createEvent: typed(created) } });
      }
      case "EventChanged":
        return new Observable<ApolloLink.Result>((observer) => {
          live.add(observer);
          return () => live.delete(observer);
        });
      default:
        return of({ errors: [{ message: `no answer for ${operationName}` }] } as ApolloLink.Result);
    }
  });
  return {
    link,
    calls,
    listening: () => live.size > 0,
    /** Someone else created an event: stored, then pushed as the gateway does. */
    arrive(event: FakeEvent) {
      events.push(event);
      for (const observer of live) observer.next({ data: { eventChanged: typed(event) } });
    },
  };
}

async function renderPage(role: "admin" | "therapist", events: FakeEvent[]) {
  const server = fakeEventServer(events);
  const client = new ApolloClient({ cache: createCache(), link: server.link });
  const user = {
    id: "u1",
    role,
    firstName: "Ann",
    lastName: "Lee",
    fullname: "Ann Lee",
    locations: [RIVERSIDE],
    capabilities: capabilitiesOf({ id: "u1", role, locationIds: [RIVERSIDE.id] }),
  } as unknown as SessionUser;
  const router = createMemoryRouter([{ path: "/events", element: <EventsPage /> }], { initialEntries: ["/events"] });
  render(
    <ApolloProvider client={client}>
      <SessionContext.Provider value={user}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </ApolloProvider>,
  );
  await waitFor(() => expect(server.listening()).toBe(true));
  return { server, router };
}

const meeting: FakeEvent = {
  id: "e1",
  title: "All-staff meeting",
  startsAt: "2026-11-24T17:00:00Z",
  endsAt: "2026-11-24T18:00:00Z",
  canManage: true,
};
const training: FakeEvent = {
  id: "e2",
  title: "CPR training",
  startsAt: "2026-11-27T21:00:00Z",
  endsAt: "2026-11-28T00:00:00Z",
  audience: { kind: "locations", locations: [RIVERSIDE], roles: [] },
};

describe("the events page", () => {
  it("lists events by day with time, place and audience, and the total", async () => {
    await renderPage("therapist", [{ ...meeting, canManage: false }, training]);
    const days = await screen.findAllByRole("list", { name: /, 11-2\d-2026$/ });
    expect(days.map((d) => d.getAttribute("aria-label"))).toEqual(["Tuesday, 11-24-2026", "Friday, 11-27-2026"]);
    const first = within(days[1]!).getByRole("listitem", { name: "CPR training" });
    expect(first.textContent).toContain("1:00 PM – 4:00 PM");
    expect(first.textContent).toContain("Main hall");
    expect(within(first).getByLabelText("Audience").textContent).toBe("Riverside Residential");
    expect(screen.getByText("2 of 2 events")).toBeTruthy();
    // Staff who do not manage events are offered nothing to change.
    expect(screen.queryByRole("button", { name: "New event" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit / })).toBeNull();

    fireEvent.click(screen.getByRole("tab", { name: "Past" }));
    expect(await screen.findByText("No past events.")).toBeTruthy();
  });

  it("shows a new event live, highlighted, without a reload", async () => {
    const { server } = await renderPage("therapist", [meeting]);
    await screen.findByRole("listitem", { name: "All-staff meeting" });
    server.arrive({ id: "e9", title: "Fire drill", startsAt: "2026-11-25T23:00:00Z", endsAt: "2026-11-25T23:30:00Z" });
    const arrived = await screen.findByRole("listitem", { name: "Fire drill" });
    expect(within(arrived).getByText("New event")).toBeTruthy();
    expect(screen.getByText("2 of 2 events")).toBeTruthy();
  });

  // Two MUI dialogs open and close with their transitions: a few seconds on a busy machine.
  it("lets an admin create an event and cancel one after confirming", { timeout: 15_000 }, async () => {
    const { server } = await renderPage("admin", [meeting]);
    fireEvent.click(await screen.findByRole("button", { name: "New event" }));
    const dialog = await screen.findByRole("dialog", { name: "New event" });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "Wellness day" } });
    // Ending before it starts is caught before asking the server, and said at the end time in the API's words.
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: "08:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create event" }));
    expect(await within(dialog).findByText("must be after the start")).toBeTruthy();
    expect(server.calls.some((c) => c.operationName === "CreateEvent")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^End time/), { target: { value: "11:00" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.find((c) => c.operationName === "CreateEvent")?.variables["input"]).toMatchObject({
      title: "Wellness day",
      audience: { kind: "all_staff" },
    });

    // The page behind the dialog is hidden from assistive technology until the dialog has left.
    fireEvent.click(await screen.findByRole("button", { name: "Cancel All-staff meeting" }));
    const confirm = await screen.findByRole("dialog", { name: "Cancel this event?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.filter((c) => c.operationName === "CancelEvent").map((c) => c.variables["id"])).toEqual(["e1"]);
    const cancelled = await screen.findByRole("listitem", { name: "All-staff meeting" });
    expect(within(cancelled).getByText("Cancelled")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink, Observable } from "@apollo/client";
import { ApolloProvider, useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { createCache } from "../../lib/apollo";
import { CurrentLocationProvider, useUserInfo } from "../session/CurrentLocation";
import { CurrentUserQuery } from "../session/currentUser";
import { SessionContext } from "../session/SessionContext";
import { ShellStateProvider, useShell } from "../shell/ShellState";
import { LocationSwitcher } from "./LocationSwitcher";

const riverside = { __typename: "Location" as const, id: "loc-riverside", name: "Riverside Residential" };
const hillcrest = { __typename: "Location" as const, id: "loc-hillcrest", name: "Hillcrest Outpatient" };
const me = {
  __typename: "Me" as const,
  id: "user-therapist",
  email: "therapist@demo.hearth.test",
  role: "therapist" as const,
  firstName: "Theo",
  lastName: "Therapist",
  fullname: "Theo Therapist",
  status: 1,
  photo: null,
  locations: [riverside, hillcrest],
  defaultLocation: riverside,
  capabilities: [] as string[],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answers to PUT /api/auth/preferences, in order; every call is remembered. */
function stubPreferencesApi(...answers: (() => Response | Promise<Response>)[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? "GET", url, body: JSON.parse(String(init.body)) });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer();
  });
  return calls;
}
const saved = (defaultLocationId: string) => () =>
  Response.json({ results: { theme: "default", transparent: false, size: 14, tableSpacing: 3, defaultLocationId } });
const refused = (message: string) => () =>
  Response.json({ error: { code: "validation_failed", message } }, { status: 400 });

/** The signed-in shell as RequireAuth sets it up: `me` read from the Apollo cache. */
function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useQuery(CurrentUserQuery, { fetchPolicy: "cache-only" });
  if (!data?.me) return null;
  return (
    <SessionContext.Provider value={data.me}>
      <CurrentLocationProvider>{children}</CurrentLocationProvider>
    </SessionContext.Provider>
  );
}

/** What the rest of the app sees: the current and the default location, and the snackbar. */
function Probe() {
  const info = useUserInfo();
  const { snackbar } = useShell();
  return (
    <>
      <p data-testid="current">{info.location?.name}</p>
      <p data-testid="default">{info.defaultLocation?.name}</p>
      {snackbar && (
        <p data-testid="snackbar" data-style={snackbar.style}>
          {snackbar.message}
        </p>
      )}
    </>
  );
}

function renderSwitcher() {
  const cache = createCache();
  cache.writeQuery({ query: CurrentUserQuery, data: { me } });
  // No GraphQL goes over the network here: `me` comes from the cache, the switch from REST.
  const link = new ApolloLink(() => new Observable((observer) => observer.error(new Error("no network in this test"))));
  const client = new ApolloClient({ cache, link });
  render(
    <ApolloProvider client={client}>
      <ShellStateProvider>
        <SignedIn>
          <LocationSwitcher />
          <Probe />
        </SignedIn>
      </ShellStateProvider>
    </ApolloProvider>,
  );
  return { cache };
}

async function choose(name: string) {
  fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Location" }));
  fireEvent.click(within(await screen.findByRole("listbox")).getByRole("option", { name }));
}

describe("the location switcher", () => {
  it("starts at the default location, and a switch saves it on the server as the default location and in the cached me", async () => {
    const calls = stubPreferencesApi(saved(hillcrest.id));
    const { cache } = renderSwitcher();
    expect(await screen.findByRole("combobox", { name: "Location" })).toHaveProperty("textContent", riverside.name);
    await choose(hillcrest.name);
    // The switch shows at once …
    expect(screen.getByTestId("current").textContent).toBe(hillcrest.name);
    // … and is saved as the default location, in the server and in the cache.
    await waitFor(() => expect(screen.getByTestId("default").textContent).toBe(hillcrest.name));
    expect(calls).toEqual([{ method: "PUT", url: "/api/auth/preferences", body: { defaultLocationId: hillcrest.id } }]);
    expect(cache.readQuery({ query: CurrentUserQuery })?.me?.defaultLocation).toEqual(hillcrest);
    expect(screen.getByTestId("current").textContent).toBe(hillcrest.name);
    expect(screen.getByRole("combobox", { name: "Location" }).textContent).toBe(hillcrest.name);
    expect(screen.queryByTestId("snackbar")).toBeNull();
  });

  it("goes back to the saved location and shows the server's reason in the snackbar when the server refuses", async () => {
    stubPreferencesApi(refused("defaultLocationId: must be one of your locations"));
    const { cache } = renderSwitcher();
    await choose(hillcrest.name);
    const snackbar = await screen.findByTestId("snackbar");
    expect(snackbar.textContent).toBe(
      "The location could not be changed: defaultLocationId: must be one of your locations",
    );
    expect(snackbar.dataset["style"]).toBe("error");
    expect(screen.getByTestId("current").textContent).toBe(riverside.name);
    expect(cache.readQuery({ query: CurrentUserQuery })?.me?.defaultLocation).toEqual(riverside);
  });

  it("says so when the server cannot be reached", async () => {
    stubPreferencesApi(() => Promise.reject(new TypeError("Failed to fetch")));
    renderSwitcher();
    await choose(hillcrest.name);
    expect((await screen.findByTestId("snackbar")).textContent).toBe(
      "The location could not be changed: The server could not be reached. Check your connection and try again.",
    );
    expect(screen.getByTestId("current").textContent).toBe(riverside.name);
  });

  it("lets the latest of two quick switches decide, whatever order the answers come in", async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const first = new Promise<Response>((resolve) => (answerFirst = resolve));
    const calls = stubPreferencesApi(() => first, saved(riverside.id));
    const { cache } = renderSwitcher();
    await choose(hillcrest.name);
    await choose(riverside.name);
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => answerFirst(await refused("late")()));
    expect(screen.getByTestId("current").textContent).toBe(riverside.name);
    expect(screen.queryByTestId("snackbar")).toBeNull();
    expect(cache.readQuery({ query: CurrentUserQuery })?.me?.defaultLocation).toEqual(riverside);
  });

  it("shows the only location as text, with nothing to switch", async () => {
    const cache = createCache();
    cache.writeQuery({ query: CurrentUserQuery, data: { me: { ...me, locations: [riverside] } } });
    render(
      <ApolloProvider client={new ApolloClient({ cache, link: ApolloLink.empty() })}>
        <ShellStateProvider>
          <SignedIn>
            <LocationSwitcher />
          </SignedIn>
        </ShellStateProvider>
      </ApolloProvider>,
    );
    expect(await screen.findByText(riverside.name)).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});

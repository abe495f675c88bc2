// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { of } from "rxjs";
import { capabilitiesOf } from "@hearth/schema";
import { SessionContext } from "../../app/session/SessionContext";
import type { SessionUser } from "../../app/session/currentUser";
import { createCache } from "../../lib/apollo";
import __Name__Page from "./__Name__Page";

afterEach(cleanup);

const RIVERSIDE = { __typename: "Location", id: "loc-r", name: "Riverside Residential" };

/** The __label__ part of the GraphQL API, in memory, answering the page's operations by name. */
function fakeServer() {
  const items: { id: string; name: string }[] = [];
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const typed = (item: { id: string; name: string }) => ({ __typename: "__Name__Item", ...item, location: RIVERSIDE });
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    const operationName = operation.operationName ?? "";
    calls.push({ operationName, variables });
    switch (operationName) {
      case "__Name__Items":
        return of({ data: { __name__Items: items.map(typed) } });
      case "Create__Name__Item": {
        const item = { id: `item-${items.length + 1}`, name: (variables["input"] as { name: string }).name };
        items.push(item);
        return of({ data: { create__Name__Item: typed(item) } });
      }
      default:
        return of({ errors: [{ message: `no answer for ${operationName}` }] } as ApolloLink.Result);
    }
  });
  return { link, calls };
}

function renderPage() {
  const server = fakeServer();
  const client = new ApolloClient({ cache: createCache(), link: server.link });
  const user = {
    id: "u1",
    role: "nurse",
    firstName: "Ann",
    lastName: "Lee",
    fullname: "Ann Lee",
    locations: [RIVERSIDE],
    defaultLocation: RIVERSIDE,
    capabilities: capabilitiesOf({ id: "u1", role: "nurse", locationIds: [RIVERSIDE.id] }),
  } as unknown as SessionUser;
  render(
    <ApolloProvider client={client}>
      <SessionContext.Provider value={user}>
        <__Name__Page />
      </SessionContext.Provider>
    </ApolloProvider>,
  );
  return server;
}

describe("the __label__ page", () => {
  it("says there is nothing yet, then shows an item added at the user's location", async () => {
    const server = renderPage();
    expect(await screen.findByText("Nothing here yet")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "  Morning round  " } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    const list = await screen.findByRole("list", { name: "__Label__" });
    expect(within(list).getByText("Morning round")).toBeTruthy();
    expect(within(list).getByText("Riverside Residential")).toBeTruthy();
    expect(screen.queryByText("Nothing here yet")).toBeNull();
    const sent = server.calls.find((call) => call.operationName === "Create__Name__Item");
    expect(sent?.variables["input"]).toEqual({ locationId: "loc-r", name: "Morning round" });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { of } from "rxjs";
import { capabilitiesOf } from "@hearth/schema";
import type { StaffRole } from "@hearth/schema";
import { SessionContext } from "../../../app/session/SessionContext";
import type { SessionUser } from "../../../app/session/currentUser";
import { createCache } from "../../../lib/apollo";
import { ClientLabelsEditor } from "./ClientLabelsEditor";

afterEach(cleanup);

const label = (id: string, name: string, color: string) => ({ __typename: "Label", id, name, color, archived: false });
const [FALL, MAT, VETERAN] = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`) as [
  string,
  string,
  string,
];
const ORG_LABELS = [label(FALL, "Fall risk", "red"), label(MAT, "MAT", "blue"), label(VETERAN, "Veteran", "green")];

/** The client's labels and the organization's, in memory, answering the editor's operations by name. */
function fakeServer(initial: string[], refuse?: string) {
  let current = initial;
  const saved: unknown[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    const client = () => ({
      __typename: "ClientSummary",
      id: "c1",
      mrNo: "HRT-000101",
      labels: ORG_LABELS.filter((l) => current.includes(l.id)),
    });
    switch (operation.operationName ?? "") {
      case "ClientLabelsEditor":
        return of({ data: { client: client() } });
      case "Labels":
        return of({ data: { labels: ORG_LABELS } });
      case "SetClientLabels": {
        saved.push(variables["labelIds"]);
        if (refuse) return of({ errors: [{ message: refuse, extensions: { code: "BAD_USER_INPUT" } }] });
        current = variables["labelIds"] as string[];
        const { id, mrNo, labels } = client();
        return of({ data: { setClientLabels: { __typename: "ClientLabelSet", clientId: id, mrNo, labels } } });
      }
      default:
        return of({ errors: [{ message: `no answer for ${operation.operationName}` }] } as ApolloLink.Result);
    }
  });
  return { link, saved };
}

function renderEditor(role: StaffRole, labels: string[], refuse?: string) {
  const server = fakeServer(labels, refuse);
  const user = {
    id: "u1",
    role,
    locations: [],
    capabilities: capabilitiesOf({ id: "u1", role, locationIds: ["loc-r"] }),
  } as unknown as SessionUser;
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link: server.link })}>
      <SessionContext.Provider value={user}>
        <ClientLabelsEditor mrNo="HRT-000101" />
      </SessionContext.Provider>
    </ApolloProvider>,
  );
  return server;
}

const shown = () => within(screen.getByRole("group", { name: "Labels" })).queryAllByText(/^(Fall risk|MAT|Veteran)$/);

describe("a client's labels in the chart", () => {
  it("lets a therapist tick labels and shows the saved ones at once", async () => {
    const server = renderEditor("therapist", [FALL]);
    await waitFor(() => expect(shown().map((e) => e.textContent)).toEqual(["Fall risk"]));
    fireEvent.click(screen.getByRole("button", { name: "Edit labels" }));
    const dialog = await screen.findByRole("dialog", { name: "Labels" });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Veteran" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Fall risk" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save labels" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.saved).toEqual([[VETERAN]]);
    await waitFor(() => expect(shown().map((e) => e.textContent)).toEqual(["Veteran"]));
  });

  it("keeps the dialog open with the server's words when it refuses", async () => {
    renderEditor("admissions", [], "labelIds: “MAT” is archived; an administrator can restore it in Settings");
    fireEvent.click(await screen.findByRole("button", { name: "Edit labels" }));
    const dialog = await screen.findByRole("dialog", { name: "Labels" });
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "MAT" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save labels" }));
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(/“MAT” is archived/);
  });

  it("shows a nurse the labels without a way to change them", async () => {
    renderEditor("nurse", [MAT]);
    await waitFor(() => expect(shown().map((e) => e.textContent)).toEqual(["MAT"]));
    expect(screen.queryByRole("button", { name: "Edit labels" })).toBeNull();
  });
});

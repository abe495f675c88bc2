// @vitest-environment jsdom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { of } from "rxjs";
import { createCache } from "../apollo";
import { ClientPicker } from "./ClientPicker";
import type { ClientChoice } from "./ClientPicker";
import { StaffPicker, staffByIds } from "./StaffPicker";
import type { StaffChoice } from "./StaffPicker";

afterEach(cleanup);

const NORA = { id: "u1", fullname: "Nora Castillo", role: "nurse" as const };
const TOM = { id: "u2", fullname: "Tom Reyes", role: "therapist" as const };
const ANN = { id: "c1", mrNo: "HRT-000101", fullname: "Ann Lee", dateOfBirth: "1990-03-14" };
const AMY = { id: "c2", mrNo: "HRT-000102", fullname: "Amy Lee", dateOfBirth: "1985-07-01" };

/** The pickers' two searches in memory: records what is sent and answers everyone (the server's filtering is not under test). */
function fakeServer() {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    calls.push({ operationName: operation.operationName ?? "", variables });
    if (operation.operationName === "PickerStaff")
      return of({
        data: {
          clinicians: {
            __typename: "ClinicianPage",
            results: [NORA, TOM].map((c) => ({ __typename: "Clinician", ...c })),
          },
        },
      });
    return of({
      data: { clients: { __typename: "ClientPage", results: [ANN, AMY].map((c) => ({ __typename: "Client", ...c })) } },
    });
  });
  const client = new ApolloClient({ cache: createCache(), link });
  const searches = (operationName: string) =>
    calls.filter((c) => c.operationName === operationName).map((c) => c.variables);
  return { client, calls, searches };
}

function renderWith(server: ReturnType<typeof fakeServer>, picker: React.ReactNode) {
  render(<ApolloProvider client={server.client}>{picker}</ApolloProvider>);
  return screen.getByRole("combobox");
}

/** Typing as a person does: into the focused box (MUI puts an unfocused box back to its value). */
function type(input: HTMLElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
}

const optionTexts = () => screen.queryAllByRole("option").map((option) => option.textContent);

function ManyStaff(props: { onChange: (people: StaffChoice[]) => void; exclude?: string[] }) {
  const [people, setPeople] = useState<StaffChoice[]>([]);
  return (
    <StaffPicker
      multiple
      label="To"
      value={people}
      exclude={props.exclude}
      onChange={(next) => {
        setPeople(next);
        props.onChange(next);
      }}
    />
  );
}

describe("StaffPicker", () => {
  it("sends what is typed, trimmed, once typing pauses, and nothing for an empty box", async () => {
    const server = fakeServer();
    const input = renderWith(server, <ManyStaff onChange={() => {}} />);
    await waitFor(() => expect(server.searches("PickerStaff")).toEqual([{ searchQuery: null }]));
    type(input, "  no");
    type(input, "  nor ");
    await waitFor(() => expect(server.searches("PickerStaff")).toHaveLength(2));
    expect(server.searches("PickerStaff")[1]).toEqual({ searchQuery: "nor" });
  });

  it("picks several as chips, does not offer the excluded, and clears the search after a pick", async () => {
    const server = fakeServer();
    const picked: StaffChoice[][] = [];
    const input = renderWith(server, <ManyStaff exclude={[TOM.id]} onChange={(people) => picked.push(people)} />);
    type(input, "no");
    await waitFor(() => expect(optionTexts()).toEqual(["Nora Castillo"]));
    fireEvent.click(screen.getByRole("option", { name: "Nora Castillo" }));
    expect(picked.at(-1)?.map((p) => p.id)).toEqual([NORA.id]);
    expect(screen.getByRole("button", { name: "Nora Castillo" })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("picks one: the value is the person, and the screen's empty state shows when nobody matches", async () => {
    const server = fakeServer();
    let chosen: StaffChoice | null = null;
    const input = renderWith(
      server,
      <StaffPicker
        label="Assign to"
        noOptionsText="No staff member matches"
        value={null}
        onChange={(next) => (chosen = next)}
        exclude={[NORA.id, TOM.id]}
      />,
    );
    type(input, "zz");
    expect(await screen.findByText("No staff member matches")).toBeTruthy();
    cleanup();
    const again = renderWith(
      server,
      <StaffPicker label="Assign to" value={null} onChange={(next) => (chosen = next)} />,
    );
    type(again, "to");
    fireEvent.click(await screen.findByRole("option", { name: "Tom Reyes" }));
    expect(chosen).toMatchObject({ id: TOM.id, fullname: "Tom Reyes" });
  });

  it("offers a loaded list without asking the server, grouped by role, and names a chosen id no longer listed", () => {
    const server = fakeServer();
    const options = [TOM, NORA];
    const input = renderWith(
      server,
      <StaffPicker
        multiple
        groupByRole
        required
        label="Facilitators"
        options={options}
        value={staffByIds(["gone"], options)}
        onChange={() => {}}
      />,
    );
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const list = screen.getByRole("listbox");
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Nora Castillo", "Tom Reyes"]);
    expect(list.textContent).toMatch(/^Nurse.*Therapist/);
    expect(screen.getByRole("button", { name: "Unknown clinician" })).toBeTruthy();
    // The chips are the value: the browser must not ask for text in the search box.
    expect((input as HTMLInputElement).required).toBe(false);
    expect(server.calls).toEqual([]);
  });
});

function Roster(props: { onChange: (clients: ClientChoice[]) => void }) {
  const [clients, setClients] = useState<ClientChoice[]>([]);
  return (
    <ClientPicker
      multiple
      locationId="loc-1"
      label="Roster"
      value={clients}
      onChange={(next) => {
        setClients(next);
        props.onChange(next);
      }}
    />
  );
}

describe("ClientPicker", () => {
  it("searches the clients of the location given, and says what to type before anything is typed", async () => {
    const server = fakeServer();
    const input = renderWith(server, <Roster onChange={() => {}} />);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    await waitFor(() => expect(server.searches("PickerClients")).toEqual([{ searchQuery: null, locationId: "loc-1" }]));
    expect(screen.queryByText("Type a name or MR number")).toBeNull(); // the first page is offered
    type(input, " lee");
    await waitFor(() =>
      expect(server.searches("PickerClients").at(-1)).toEqual({ searchQuery: "lee", locationId: "loc-1" }),
    );
  });

  it("adds a pick to the roster and does not offer that client again", async () => {
    const server = fakeServer();
    const picked: ClientChoice[][] = [];
    const input = renderWith(server, <Roster onChange={(clients) => picked.push(clients)} />);
    type(input, "lee");
    await waitFor(() => expect(optionTexts()).toHaveLength(2));
    fireEvent.click(screen.getAllByRole("option")[0]!);
    expect(picked.at(-1)?.map((c) => c.id)).toEqual([ANN.id]);
    type(input, "lee");
    await waitFor(() => expect(optionTexts()).toHaveLength(1));
    expect(optionTexts()[0]).toContain("Amy Lee");
  });

  it("picks one client without a location, and tells when nobody matches", async () => {
    const server = fakeServer();
    let chosen: ClientChoice | null = null;
    const input = renderWith(
      server,
      <ClientPicker
        label="Client (optional)"
        value={null}
        onChange={(next) => (chosen = next)}
        exclude={[ANN.id, AMY.id]}
      />,
    );
    type(input, "zz");
    expect(await screen.findByText("No client matches")).toBeTruthy();
    expect(server.searches("PickerClients").every((v) => !("locationId" in v) || v["locationId"] === undefined)).toBe(
      true,
    );
    expect(chosen).toBeNull();
  });
});

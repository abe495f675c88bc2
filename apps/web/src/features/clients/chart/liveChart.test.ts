import { describe, expect, it } from "vitest";
import { ApolloClient, ApolloLink, gql } from "@apollo/client";
import type { TypedDocumentNode } from "@apollo/client";
import { of } from "rxjs";
import { createCache } from "../../../lib/apollo";
import { argsOfStoreFieldName, forgetChart, isStaleAfterChartChange, refreshChartParts } from "./liveChart";

const field = (fieldName: string, args: Record<string, unknown> | null) => ({ fieldName, args });

describe("which cached fields a chart change makes stale", () => {
  it("a part's fields of that client only, under every other argument", () => {
    const stale = (f: ReturnType<typeof field>) => isStaleAfterChartChange(f, "HRT-1", ["contacts"]);
    expect(stale(field("clientContacts", { mrNo: "HRT-1", includeRemoved: false }))).toBe(true);
    expect(stale(field("clientContacts", { mrNo: "HRT-1", includeRemoved: true }))).toBe(true);
    expect(stale(field("clientContacts", { mrNo: "HRT-2", includeRemoved: false }))).toBe(false);
    expect(stale(field("clientDiagnoses", { mrNo: "HRT-1" }))).toBe(false);
    // A contact shows in neither the header nor the EMR list.
    expect(stale(field("client", { mrNo: "HRT-1" }))).toBe(false);
    expect(stale(field("clients", { filter: {} }))).toBe(false);
    // Arguments that could not be read: dropped rather than trusted.
    expect(stale(field("clientContacts", null))).toBe(true);
  });

  it("the header and every EMR list page when what they show changed", () => {
    for (const part of ["demographics", "episodes", "labels"] as const) {
      expect(isStaleAfterChartChange(field("client", { mrNo: "HRT-1" }), "HRT-1", [part])).toBe(true);
      expect(isStaleAfterChartChange(field("clients", { filter: { searchQuery: "x" } }), "HRT-1", [part])).toBe(true);
    }
    expect(isStaleAfterChartChange(field("client", { mrNo: "HRT-2" }), "HRT-1", ["demographics"])).toBe(false);
    expect(isStaleAfterChartChange(field("clientEpisodes", { mrNo: "HRT-1" }), "HRT-1", ["demographics"])).toBe(false);
    expect(isStaleAfterChartChange(field("clientEpisodes", { mrNo: "HRT-1" }), "HRT-1", ["episodes"])).toBe(true);
  });

  it("everything of the client when the client as a whole changed (who may see them), nothing of others", () => {
    for (const name of ["client", "clientContacts", "clientDiagnoses", "clientConsents", "clientFaceSheet"])
      expect(isStaleAfterChartChange(field(name, { mrNo: "HRT-1" }), "HRT-1", ["summary"])).toBe(true);
    expect(isStaleAfterChartChange(field("clientContacts", { mrNo: "HRT-2" }), "HRT-1", ["summary"])).toBe(false);
    expect(isStaleAfterChartChange(field("me", {}), "HRT-1", ["summary"])).toBe(false);
  });

  it("reads the arguments from the name the cache stores a field under", () => {
    expect(argsOfStoreFieldName('clientContacts({"includeRemoved":true,"mrNo":"HRT-1"})', "clientContacts")).toEqual({
      includeRemoved: true,
      mrNo: "HRT-1",
    });
    expect(argsOfStoreFieldName("me", "me")).toEqual({});
    expect(argsOfStoreFieldName("clientContacts(broken", "clientContacts")).toBeNull();
  });
});

interface Contact {
  __typename: "ClientContact";
  id: string;
  name: string;
}
interface Diagnosis {
  __typename: "ClientDiagnosis";
  id: string;
  code: string;
}

const ContactsQuery: TypedDocumentNode<{ clientContacts: Contact[] }, { mrNo: string; includeRemoved?: boolean }> = gql`
  query TestContacts($mrNo: String!, $includeRemoved: Boolean) {
    clientContacts(mrNo: $mrNo, includeRemoved: $includeRemoved) {
      id
      name
    }
  }
`;
const DiagnosesQuery: TypedDocumentNode<{ clientDiagnoses: Diagnosis[] }, { mrNo: string }> = gql`
  query TestDiagnoses($mrNo: String!) {
    clientDiagnoses(mrNo: $mrNo) {
      id
      code
    }
  }
`;

/** Two clients' contacts and diagnoses held as a server would, with every request it was sent. */
function fakeChartServer() {
  const contacts: Record<string, Contact[]> = {
    "HRT-1": [{ __typename: "ClientContact", id: "c1", name: "Rosa Ortega" }],
    "HRT-2": [{ __typename: "ClientContact", id: "c2", name: "Ada Moss" }],
  };
  const diagnoses: Record<string, Diagnosis[]> = {
    "HRT-1": [{ __typename: "ClientDiagnosis", id: "d1", code: "F10.20" }],
  };
  const requests: string[] = [];
  const link = new ApolloLink((operation) => {
    const mrNo = String(operation.variables["mrNo"]);
    requests.push(`${operation.operationName} ${mrNo}`);
    const data =
      operation.operationName === "TestContacts"
        ? { clientContacts: contacts[mrNo] ?? [] }
        : { clientDiagnoses: diagnoses[mrNo] ?? [] };
    return of({ data: structuredClone(data) });
  });
  return { contacts, requests, link };
}

const names = (list: readonly { name?: string }[] | undefined) => list?.map((c) => c.name);

describe("refreshing a chart after a change", () => {
  it("drops a part from the cache when no tab shows it: the tab asks the server when opened again", async () => {
    const server = fakeChartServer();
    const apollo = new ApolloClient({ cache: createCache(), link: server.link });
    await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-1", includeRemoved: false } });
    await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-2", includeRemoved: false } });
    await apollo.query({ query: DiagnosesQuery, variables: { mrNo: "HRT-1" } });
    server.requests.length = 0;

    server.contacts["HRT-1"]!.push({ __typename: "ClientContact", id: "c3", name: "Ben Ortega" });
    await refreshChartParts(apollo, "HRT-1", ["contacts"]);
    // Nothing was on screen, so nothing was asked for yet.
    expect(server.requests).toEqual([]);

    const reopened = await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-1", includeRemoved: false } });
    expect(names(reopened.data?.clientContacts)).toEqual(["Rosa Ortega", "Ben Ortega"]);
    // The other client's contacts and this client's diagnoses are still answered from the cache.
    await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-2", includeRemoved: false } });
    await apollo.query({ query: DiagnosesQuery, variables: { mrNo: "HRT-1" } });
    expect(server.requests).toEqual(["TestContacts HRT-1"]);
  });

  it("forgets a closed chart: opened again, every part is asked of the server; other clients' charts stay cached", async () => {
    const server = fakeChartServer();
    const apollo = new ApolloClient({ cache: createCache(), link: server.link });
    await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-1", includeRemoved: false } });
    await apollo.query({ query: DiagnosesQuery, variables: { mrNo: "HRT-1" } });
    await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-2", includeRemoved: false } });
    server.requests.length = 0;

    forgetChart(apollo.cache, "HRT-1");
    // A change made while the chart was closed, which no event reached.
    server.contacts["HRT-1"]!.push({ __typename: "ClientContact", id: "c3", name: "Ben Ortega" });
    const reopened = await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-1", includeRemoved: false } });
    expect(names(reopened.data?.clientContacts)).toEqual(["Rosa Ortega", "Ben Ortega"]);
    await apollo.query({ query: DiagnosesQuery, variables: { mrNo: "HRT-1" } });
    await apollo.query({ query: ContactsQuery, variables: { mrNo: "HRT-2", includeRemoved: false } });
    expect(server.requests).toEqual(["TestContacts HRT-1", "TestDiagnoses HRT-1"]);
  });

  it("refetches the part on screen once, keeping it shown meanwhile, and nothing else on screen", async () => {
    const server = fakeChartServer();
    const apollo = new ApolloClient({ cache: createCache(), link: server.link });
    const shown: ReturnType<typeof names>[] = [];
    const contactsTab = apollo
      .watchQuery({ query: ContactsQuery, variables: { mrNo: "HRT-1", includeRemoved: false } })
      .subscribe(({ data }) => shown.push(names(data?.clientContacts)));
    const diagnosesTab = apollo.watchQuery({ query: DiagnosesQuery, variables: { mrNo: "HRT-1" } }).subscribe(() => {});
    await expect.poll(() => shown.at(-1)).toEqual(["Rosa Ortega"]);
    server.requests.length = 0;
    shown.length = 0;

    server.contacts["HRT-1"]!.push({ __typename: "ClientContact", id: "c3", name: "Ben Ortega" });
    await refreshChartParts(apollo, "HRT-1", ["contacts"]);
    expect(server.requests).toEqual(["TestContacts HRT-1"]);
    expect(shown.at(-1)).toEqual(["Rosa Ortega", "Ben Ortega"]);
    // Never blanked while it was asked again.
    expect(shown).not.toContain(undefined);

    // The refetch sends no event of its own: nothing more is asked for afterwards.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toEqual(["TestContacts HRT-1"]);
    contactsTab.unsubscribe();
    diagnosesTab.unsubscribe();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLocations } from "@hearth/testing";
import { demo, startComposed } from "../../../test/composed";
import type { Composed, GraphQLResponse } from "../../../test/composed";

let h: Composed;
let riverside: string;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  h = await startComposed();
  ({ riverside } = await demoLocations(h.api));
  // The nurse works at Riverside alone, nurse2 at Hillcrest alone.
  for (const who of ["nurse", "nurse2", "client"]) cookies[who] = await h.loginCookie(demo(who));
});
afterAll(async () => {
  await h?.close();
});

const LIST = "query ($locationId: ID) { __name__Items(locationId: $locationId) { name location { id } } }";
const CREATE =
  "mutation ($input: __Name__ItemInput!) { create__Name__Item(input: $input) { id name location { id name } createdAt } }";
type Item = { name: string; location: { id: string } };
const codeOf = (response: GraphQLResponse) => response.body.errors?.[0]?.extensions?.code;

describe("__label__ through GraphQL", () => {
  it("adds an item at the caller's location and lists it to that location's staff", async () => {
    const created = await h.graphql<{ create__Name__Item: Item }>(
      CREATE,
      { input: { locationId: riverside, name: "Morning round" } },
      { cookie: cookies.nurse! },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data?.create__Name__Item).toMatchObject({ name: "Morning round", location: { id: riverside } });

    const listed = await h.graphql<{ __name__Items: Item[] }>(LIST, {}, { cookie: cookies.nurse! });
    expect(listed.body.data?.__name__Items).toEqual([{ name: "Morning round", location: { id: riverside } }]);
    const elsewhere = await h.graphql<{ __name__Items: Item[] }>(LIST, {}, { cookie: cookies.nurse2! });
    expect(elsewhere.body.data?.__name__Items).toEqual([]);
  });

  it("answers with the API's refusals: NOT_FOUND elsewhere, FORBIDDEN to portal clients, BAD_USER_INPUT", async () => {
    const input = { locationId: riverside, name: "Refused" };
    expect(codeOf(await h.graphql(CREATE, { input }, { cookie: cookies.nurse2! }))).toBe("NOT_FOUND");
    expect(codeOf(await h.graphql(LIST, {}, { cookie: cookies.client! }))).toBe("FORBIDDEN");
    const blank = await h.graphql(CREATE, { input: { ...input, name: " " } }, { cookie: cookies.nurse! });
    expect(codeOf(blank)).toBe("BAD_USER_INPUT");
    expect(blank.body.errors?.[0]?.message).toBe("name: is required");
  });
});

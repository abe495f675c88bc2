import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newUnassignedStaffUser, postBoardLine, unassignLocation } from "@hearth/testing";
import { demo, openTab, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

type Added = { boardEntryAdded: { id: string; kind: string; title: string; actorName: string | null } };

let h: Composed;
let therapist: { id: string; cookie: string };
let riverside: string;

beforeAll(async () => {
  h = await startComposed();
  const cookie = await h.loginCookie(demo("therapist"));
  const me = (await h.graphql<{ me: { id: string } }>("{ me { id } }", {}, { cookie })).body.data!.me;
  therapist = { id: me.id, cookie };
  const locations = (
    await h.graphql<{ me: { locations: { id: string; name: string }[] } }>(
      "{ me { locations { id name } } }",
      {},
      { cookie },
    )
  ).body.data!.me.locations;
  riverside = locations.find((l) => l.name === "Riverside Residential")!.id;
});
afterAll(async () => {
  await h?.close();
});

const connected = (cookie: string, locationId: string) =>
  openTab<Added>(h, cookie, "subscription ($l: ID!) { boardEntryAdded(locationId: $l) { id kind title actorName } }", {
    l: locationId,
  });

const postLine = (title: string) => postBoardLine(h.api, { locationId: riverside, title, actorId: therapist.id });

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

describe("a location's live board through the gateway", () => {
  it("delivers each new line to the location's staff, checked again per line, and refuses other locations' staff", async () => {
    const feed = await connected(therapist.cookie, riverside);
    await postLine("A. B. checked in by staff");
    await until(() => feed.data.length > 0);
    expect(feed.data.map((d) => d.boardEntryAdded)).toEqual([
      expect.objectContaining({ kind: "check_in", title: "A. B. checked in by staff", actorName: "Theo Ramirez" }),
    ]);

    const outsider = await newUnassignedStaffUser(h.api);
    const outsiderFeed = await connected(await h.loginCookie(outsider.email, outsider.password), riverside);
    await until(() => outsiderFeed.errors.length + outsiderFeed.data.length > 0);
    expect(JSON.stringify(outsiderFeed.errors)).toContain("FORBIDDEN");

    // Moved off Riverside while the board is open: the next line is not theirs any more.
    await unassignLocation(h.api, therapist.id, riverside);
    await postLine("C. D. checked in by staff");
    await new Promise((r) => setTimeout(r, 300));
    expect(feed.data).toHaveLength(1);
    feed.dispose();
    outsiderFeed.dispose();
  });
});

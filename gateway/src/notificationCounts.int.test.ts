import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationCounts } from "@hearth/schema";
import { noteToApprove } from "@hearth/testing";
import { demo, openTab, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

const COUNTS_FIELDS = "unread total byType { type unread total }";
const COUNTS_CHANGED = `subscription { notificationCountsChanged { ${COUNTS_FIELDS} } }`;
type Changed = { notificationCountsChanged: NotificationCounts };

let h: Composed;
let adminCookie: string;
let therapistCookie: string;
let therapistId: string;

beforeAll(async () => {
  // The feed here is the seed's and this file's own: the scheduler's timed notices (the demo
  // therapist's sessions starting soon, at some hours of the day) are kept out of it.
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  adminCookie = await h.loginCookie(demo("admin"));
  therapistCookie = await h.loginCookie(demo("therapist"));
  therapistId = (await h.graphql<{ me: { id: string } }>("{ me { id } }", {}, { cookie: therapistCookie })).body.data!
    .me.id;
});
afterAll(async () => {
  await h?.close();
});

/** A browser tab's socket of the signed-in user, subscribed to its counts. */
async function countsTab(cookie: string) {
  const tab = await openTab<Changed>(h, cookie, COUNTS_CHANGED);
  return { ...tab, latest: () => tab.data.at(-1)?.notificationCountsChanged };
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, cookie = therapistCookie): Promise<T> {
  const response = await h.graphql<T>(query, variables, { cookie });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}
const countsNow = async () =>
  (await gql<{ notificationCounts: NotificationCounts }>(`{ notificationCounts { ${COUNTS_FIELDS} } }`))
    .notificationCounts;

describe("notification counts through the gateway", () => {
  it("the feed lists by type and page, and the counts match it", async () => {
    const counts = await countsNow();
    // The demo seed gives the therapist announcements, some read.
    expect(counts.byType).toEqual([{ type: "announcement", unread: counts.unread, total: counts.total }]);
    expect(counts.unread).toBeGreaterThan(0);
    const page = await gql<{
      notifications: { results: { type: string; read: boolean }[]; pageInfo: { total: number; pageSize: number } };
    }>(
      "query ($types: [NotificationType!]) { notifications(types: $types, pageSize: 2, unreadOnly: true) { results { type read } pageInfo { total pageSize } } }",
      { types: ["announcement"] },
    );
    expect(page.notifications.pageInfo).toEqual({ total: counts.unread, pageSize: 2 });
    expect(page.notifications.results.every((n) => n.type === "announcement" && !n.read)).toBe(true);
    const none = await gql<{ notifications: { pageInfo: { total: number } } }>(
      "{ notifications(types: [mention]) { pageInfo { total } } }",
    );
    expect(none.notifications.pageInfo.total).toBe(0);
  });

  it("one tab hears the counts after 'mark all read' in another tab, and after a new notification", async () => {
    const tab = await countsTab(therapistCookie);
    const nurseTab = await countsTab(await h.loginCookie(demo("nurse")));

    const { markAllNotificationsRead } = await gql<{ markAllNotificationsRead: NotificationCounts }>(
      `mutation { markAllNotificationsRead { ${COUNTS_FIELDS} } }`,
    );
    expect(markAllNotificationsRead.unread).toBe(0);
    await expect.poll(tab.latest, { timeout: 10_000 }).toEqual(markAllNotificationsRead);

    const sent = await gql<{ announce: number }>(
      'mutation ($ids: [ID!]) { announce(title: "Staff meeting moved", body: "Now at 2:30 PM.", userIds: $ids) }',
      { ids: [therapistId] },
      adminCookie,
    );
    expect(sent.announce).toBe(1);
    await expect.poll(() => tab.latest()?.unread, { timeout: 10_000 }).toBe(1);
    expect(tab.latest()).toEqual(await countsNow());

    // Reading that one notification, by id, brings the bell back to zero.
    const [newest] = (
      await gql<{ notifications: { results: { id: string }[] } }>(
        "{ notifications(unreadOnly: true) { results { id } } }",
      )
    ).notifications.results;
    const { markNotificationRead } = await gql<{ markNotificationRead: { id: string; read: boolean } }>(
      "mutation ($id: ID!) { markNotificationRead(id: $id) { id read } }",
      { id: newest!.id },
    );
    expect(markNotificationRead).toEqual({ id: newest!.id, read: true });
    await expect.poll(() => tab.latest()?.unread, { timeout: 10_000 }).toBe(0);

    // Nothing of this was the nurse's.
    await new Promise((r) => setTimeout(r, 300));
    expect(nurseTab.data).toEqual([]);
    expect(tab.errors).toEqual([]);
    tab.dispose();
    nurseTab.dispose();
  });

  it("a note to approve dealt with: the tab hears which notifications are done, the feed shows them done and read, the bell counts one less", async () => {
    const tab = await countsTab(therapistCookie);
    const done = await openTab<{ notificationsDone: { ids: string[]; doneAt: string } }>(
      h,
      therapistCookie,
      "subscription { notificationsDone { ids doneAt } }",
    );
    const nurseDone = await openTab<{ notificationsDone: { ids: string[] } }>(
      h,
      await h.loginCookie(demo("nurse")),
      "subscription { notificationsDone { ids } }",
    );
    const toApprove = await noteToApprove(h.api, therapistId);
    await expect.poll(() => tab.latest()?.unread, { timeout: 10_000 }).toBe((await countsNow()).unread);
    const unread = (await countsNow()).unread;

    await toApprove.markDone();
    await expect
      .poll(() => done.data.map((d) => d.notificationsDone.ids), { timeout: 10_000 })
      .toEqual([[toApprove.id]]);
    await expect.poll(() => tab.latest()?.unread, { timeout: 10_000 }).toBe(unread - 1);
    const listed = await gql<{
      notifications: { results: { id: string; read: boolean; done: boolean; doneAt: string | null }[] };
    }>("{ notifications(types: [group_note_submitted]) { results { id read done doneAt } } }");
    expect(listed.notifications.results).toEqual([
      { id: toApprove.id, read: true, done: true, doneAt: done.data[0]!.notificationsDone.doneAt },
    ]);
    expect(nurseDone.data).toEqual([]);
    for (const t of [tab, done, nurseDone]) t.dispose();
  });

  it("someone else's notification cannot be marked read: NOT_FOUND", async () => {
    const [theirs] = (
      await gql<{ notifications: { results: { id: string }[] } }>("{ notifications { results { id } } }")
    ).notifications.results;
    const response = await h.graphql(
      "mutation ($id: ID!) { markNotificationRead(id: $id) { id } }",
      { id: theirs!.id },
      { cookie: await h.loginCookie(demo("supervisor")) },
    );
    expect(response.body.errors![0]!.extensions?.code).toBe("NOT_FOUND");
  });

  it("'mark all read' of some types answers the counts, and an unknown type is refused before the API", async () => {
    const { markAllNotificationsRead } = await gql<{ markAllNotificationsRead: NotificationCounts }>(
      `mutation { markAllNotificationsRead(types: [mention, task_due]) { ${COUNTS_FIELDS} } }`,
    );
    expect(markAllNotificationsRead).toEqual(await countsNow());
    const response = await h.graphql(
      "mutation { markAllNotificationsRead(types: [gossip]) { unread } }",
      {},
      { cookie: therapistCookie },
    );
    expect(response.body.errors![0]!.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});

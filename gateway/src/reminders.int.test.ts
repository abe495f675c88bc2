import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { demo, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

const REMINDER_FIELDS = "id subjectType subjectId subjectLabel link remindAt note firedAt createdAt";
const SET = `mutation ($input: ReminderInput!) { setReminder(input: $input) { ${REMINDER_FIELDS} } }`;
const CANCEL = "mutation ($id: ID!) { cancelReminder(id: $id) }";
const LIST = `query ($status: ReminderStatus) { reminders(status: $status) { results { ${REMINDER_FIELDS} } pageInfo { total page pageSize } } }`;

interface Reminder {
  id: string;
  subjectLabel: string;
  link: string;
  firedAt: string | null;
}

let h: Composed;
let cookie: string;
let mrNo: string;

beforeAll(async () => {
  h = await startComposed();
  cookie = await h.loginCookie(demo("nurse"));
  const clients = await h.graphql<{ clients: { results: { mrNo: string }[] } }>(
    "{ clients { results { mrNo } } }",
    {},
    { cookie },
  );
  mrNo = clients.body.data!.clients.results[0]!.mrNo;
});
afterAll(async () => {
  await h?.close();
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}) => h.graphql<T>(query, variables, { cookie });
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
const set = (input: Record<string, unknown>) => gql<{ setReminder: Reminder }>(SET, { input });

describe("reminders through the gateway", () => {
  it("are set on a client, listed as upcoming, and cancelled once", async () => {
    const created = await set({
      subjectType: "client",
      subjectId: mrNo,
      remindAt: inSeconds(3600),
      note: "Check the lab results",
    });
    expect(created.body.errors).toBeUndefined();
    const reminder = created.body.data!.setReminder;
    expect(reminder).toMatchObject({
      subjectType: "client",
      subjectId: mrNo,
      link: `/clients/${mrNo}`,
      note: "Check the lab results",
      firedAt: null,
    });
    expect(reminder.subjectLabel).toContain(mrNo);

    const upcoming = await gql<{ reminders: { results: Reminder[]; pageInfo: { total: number; pageSize: number } } }>(
      LIST,
    );
    expect(upcoming.body.data!.reminders.results.map((r) => r.id)).toContain(reminder.id);
    expect(upcoming.body.data!.reminders.pageInfo.pageSize).toBe(25);

    expect((await gql<{ cancelReminder: boolean }>(CANCEL, { id: reminder.id })).body.data).toEqual({
      cancelReminder: true,
    });
    const again = await gql(CANCEL, { id: reminder.id });
    expect(again.body.errors?.[0]).toMatchObject({ message: "Reminder not found", extensions: { code: "NOT_FOUND" } });
  });

  it("refuse a past time and an unknown subject with the API's message", async () => {
    const past = await set({ subjectType: "client", subjectId: mrNo, remindAt: inSeconds(-600) });
    expect(past.body.errors?.[0]).toMatchObject({
      message: "remindAt: must not be in the past",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const unknown = await set({ subjectType: "group_session", subjectId: randomUUID(), remindAt: inSeconds(600) });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: "Group session not found",
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("fire on time into a notification, and can no longer be cancelled", async () => {
    const { id, subjectLabel } = (await set({ subjectType: "client", subjectId: mrNo, remindAt: inSeconds(1) })).body
      .data!.setReminder;
    // The API's own scheduler (one tick a second) fires it.
    await expect
      .poll(
        async () =>
          (
            await gql<{ reminders: { results: Reminder[] } }>(LIST, { status: "fired" })
          ).body.data!.reminders.results.map((r) => r.id),
        { timeout: 6000, interval: 200 },
      )
      .toContain(id);
    const feed = await gql<{ notifications: { results: { title: string; link: string }[] } }>(
      "{ notifications(types: [reminder_due]) { results { title link } } }",
    );
    expect(feed.body.data!.notifications.results).toEqual([
      { title: `Reminder: ${subjectLabel}`, link: `/clients/${mrNo}` },
    ]);
    const late = await gql(CANCEL, { id });
    expect(late.body.errors?.[0]).toMatchObject({
      message: "This reminder has already fired",
      extensions: { code: "CONFLICT" },
    });
  });
});

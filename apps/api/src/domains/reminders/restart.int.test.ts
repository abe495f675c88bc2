import { afterAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Reminder } from "@hearth/schema";
import { notifications, reminders } from "../../db/schema";
import { buildClient, demoOrganization, buildStaff } from "@hearth/testing";
import { startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";

let reopened: TestApi | undefined;
afterAll(async () => {
  await reopened?.close();
});

it("a reminder that fell due while the API was stopped fires once after it starts again", async () => {
  // The first run never ticks on its own: it stops before the reminder is handled.
  const first = await startTestApi({ schedulerTickMs: 3_600_000 });
  const org = await demoOrganization(first.api.deps.db);
  const me = await buildStaff(first, org, "therapist", [org.riverside]);
  const client = await buildClient(first.api.deps.db, {
    organizationId: org.organizationId,
    locationId: org.riverside,
  });
  const remindAt = new Date(Date.now() + 60_000).toISOString();
  const reminder = (
    await first.request({
      method: "POST",
      url: "/api/auth/reminders",
      token: me.token,
      payload: { subjectType: "client", subjectId: client!.mrNo, remindAt },
    })
  ).json().results as Reminder;
  // As if its minute passed during the outage.
  await first.api.deps.db
    .update(reminders)
    .set({ remindAt: new Date(Date.now() - 30_000) })
    .where(eq(reminders.id, reminder.id));
  const stored = await first.close({ keep: true });

  // The reopened API's own loop, on a short tick, finds it.
  reopened = await startTestApi({ dataDir: stored.dataDir, databaseUrl: stored.databaseUrl, schedulerTickMs: 50 });
  const mine = () =>
    reopened!.api.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), eq(notifications.type, "reminder_due")));
  await expect.poll(async () => (await mine()).length, { timeout: 5000, interval: 50 }).toBe(1);
  await new Promise((r) => setTimeout(r, 300));
  const [notification] = await mine();
  expect(await mine()).toHaveLength(1);
  expect(notification).toMatchObject({ title: `Reminder: ${reminder.subjectLabel}`, link: `/clients/${client!.mrNo}` });
  const [row] = await reopened.api.deps.db.select().from(reminders).where(eq(reminders.id, reminder.id));
  expect(row!.firedAt).not.toBeNull();
});

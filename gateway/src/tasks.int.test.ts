import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, openTab, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

const TASK_FIELDS = "id title overdue assignee { id fullname } createdBy { id } permissions { edit complete delete }";
const TASK_CHANGED = `subscription { taskChanged { taskId change task { ${TASK_FIELDS} } } }`;
type Changed = {
  taskChanged: {
    taskId: string;
    change: string;
    task: { id: string; title: string; assignee: { id: string }; permissions: { delete: boolean } } | null;
  };
};

let h: Composed;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  // Timed notices (sessions starting soon, due tasks) are kept out: the background tick waits an hour.
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  for (const role of ["supervisor", "therapist", "nurse"]) {
    cookies[role] = await h.loginCookie(demo(role));
    ids[role] = (
      await h.graphql<{ me: { id: string } }>("{ me { id } }", {}, { cookie: cookies[role]! })
    ).body.data!.me.id;
  }
});
afterAll(async () => {
  await h?.close();
});

async function gql<T>(query: string, variables: Record<string, unknown>, cookie: string): Promise<T> {
  const response = await h.graphql<T>(query, variables, { cookie });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

/** A signed-in browser tab subscribed to taskChanged. */
async function tasksTab(cookie: string) {
  const tab = await openTab<Changed>(h, cookie, TASK_CHANGED);
  return { ...tab, changes: () => tab.data.map((d) => d.taskChanged) };
}

describe("tasks through the gateway", () => {
  it("the assignee and the creator hear of each change, with the task as each may see it; a third user hears nothing", async () => {
    const supervisorTab = await tasksTab(cookies.supervisor!);
    const therapistTab = await tasksTab(cookies.therapist!);
    const nurseTab = await tasksTab(cookies.nurse!);

    const { createTask } = await gql<{ createTask: { id: string; assignee: { id: string } } }>(
      `mutation ($input: CreateTaskInput!) { createTask(input: $input) { ${TASK_FIELDS} } }`,
      { input: { title: "Review the intake packet", assigneeId: ids.therapist } },
      cookies.supervisor!,
    );
    expect(createTask.assignee.id).toBe(ids.therapist);
    await expect.poll(() => therapistTab.changes().length, { timeout: 10_000 }).toBe(1);
    // Each fetched with their own credentials: only the creator may delete it.
    expect(therapistTab.changes()[0]).toMatchObject({
      taskId: createTask.id,
      change: "created",
      task: { title: "Review the intake packet", permissions: { delete: false } },
    });
    await expect.poll(() => supervisorTab.changes()[0]?.task?.permissions.delete, { timeout: 10_000 }).toBe(true);

    await gql("mutation ($id: ID!) { completeTask(id: $id) { id } }", { id: createTask.id }, cookies.therapist!);
    await gql("mutation ($id: ID!) { deleteTask(id: $id) }", { id: createTask.id }, cookies.supervisor!);
    await expect
      .poll(() => therapistTab.changes().map((c) => c.change), { timeout: 10_000 })
      .toEqual(["created", "completed", "deleted"]);
    expect(therapistTab.changes()[2]).toEqual({ taskId: createTask.id, change: "deleted", task: null });
    await expect.poll(() => supervisorTab.changes().length, { timeout: 10_000 }).toBe(3);

    // The task was never the nurse's: her socket got nothing.
    await new Promise((r) => setTimeout(r, 200));
    expect(nurseTab.data).toEqual([]);
    expect(therapistTab.errors).toEqual([]);
    for (const tab of [supervisorTab, therapistTab, nurseTab]) tab.dispose();
  });

  it("lists, counts and refuses with the API's own words", async () => {
    const made = await gql<{ createTask: { id: string } }>(
      "mutation ($input: CreateTaskInput!) { createTask(input: $input) { id } }",
      {
        input: {
          title: "Overdue chart review",
          assigneeId: ids.nurse,
          dueAt: new Date(Date.now() - 3_600_000).toISOString(),
        },
      },
      cookies.supervisor!,
    );
    const mine = await gql<{
      tasks: { results: { id: string; overdue: boolean }[]; pageInfo: { pageSize: number } };
      taskCounts: { overdue: number };
    }>("{ tasks { results { id overdue } pageInfo { pageSize } } taskCounts { overdue } }", {}, cookies.nurse!);
    expect(mine.tasks.results).toContainEqual({ id: made.createTask.id, overdue: true });
    expect(mine.tasks.pageInfo.pageSize).toBe(25);
    expect(mine.taskCounts.overdue).toBeGreaterThanOrEqual(1);

    const stranger = await h.graphql(
      'mutation ($id: ID!) { updateTask(id: $id, input: { title: "Mine" }) { id } }',
      { id: made.createTask.id },
      { cookie: cookies.therapist! },
    );
    expect(stranger.body.errors?.[0]).toMatchObject({ message: "Task not found", extensions: { code: "NOT_FOUND" } });
    const noAssignee = await h.graphql(
      "mutation ($input: CreateTaskInput!) { createTask(input: $input) { id } }",
      { input: { title: "x", assigneeId: "00000000-0000-4000-8000-000000000000" } },
      { cookie: cookies.supervisor! },
    );
    expect(noAssignee.body.errors?.[0]).toMatchObject({
      extensions: { code: "BAD_USER_INPUT", apiCode: "unprocessable" },
    });
  });
});

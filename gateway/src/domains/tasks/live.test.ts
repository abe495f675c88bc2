import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { DomainEvent, Task, TaskChangeKind } from "@hearth/schema";
import { restErrorToGraphQL } from "../../rest/errors";
import { createTaskHub } from "./live";
import type { TaskChangedPayload } from "./live";

const CREATOR = "30000000-0000-4000-8000-000000000001";
const ASSIGNEE = "30000000-0000-4000-8000-000000000002";
const OTHER = "30000000-0000-4000-8000-000000000003";
const NEW_ASSIGNEE = "30000000-0000-4000-8000-000000000004";
const TASK = "50000000-0000-4000-8000-000000000001";
let sequence = 0;

function changed(
  change: TaskChangeKind,
  o: { assigneeId?: string; previousAssigneeId?: string | null } = {},
): DomainEvent<"task.changed"> {
  sequence += 1;
  const occurredAt = "2026-11-23T17:00:00.000Z";
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: "task.changed",
    occurredAt,
    payload: {
      taskId: TASK,
      assigneeId: o.assigneeId ?? ASSIGNEE,
      createdBy: CREATOR,
      previousAssigneeId: o.previousAssigneeId ?? null,
      change,
      occurredAt,
    },
  };
}

/** A stand-in for GET /auth/tasks/:id with one user's credentials. */
function fetcher(answer: () => Task | Error) {
  const calls: string[] = [];
  return {
    calls,
    fetchTask: async (id: string): Promise<Task> => {
      calls.push(id);
      const result = answer();
      if (result instanceof Error) throw result;
      return result;
    },
  };
}
const theTask = () => ({ id: TASK, title: "Room check" }) as unknown as Task;

function collect(iterator: AsyncIterableIterator<TaskChangedPayload>) {
  const got: TaskChangedPayload["taskChanged"][] = [];
  void (async () => {
    for await (const value of iterator) got.push(value.taskChanged);
  })();
  return got;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the task hub", () => {
  it("delivers to the assignee and the creator, each fetched with their own credentials; nobody else is asked", async () => {
    const bus = createInProcessBus();
    const hub = createTaskHub(bus);
    const [assignee, creator, other] = [fetcher(theTask), fetcher(theTask), fetcher(theTask)];
    const got = [
      collect(hub.subscribe({ userId: ASSIGNEE, fetchTask: assignee.fetchTask })),
      collect(hub.subscribe({ userId: CREATOR, fetchTask: creator.fetchTask })),
      collect(hub.subscribe({ userId: OTHER, fetchTask: other.fetchTask })),
    ];
    const event = changed("created");
    await bus.publish(event);
    await bus.publish(event); // a repeat delivery is dropped
    await settle();
    expect(got[0]).toEqual([
      { taskId: TASK, change: "created", occurredAt: event.payload.occurredAt, task: theTask() },
    ]);
    expect(got[1]).toHaveLength(1);
    expect(got[2]).toEqual([]);
    expect([assignee.calls.length, creator.calls.length, other.calls.length]).toEqual([1, 1, 0]);
    hub.close();
  });

  it("sends a deletion without fetching, tells a previous assignee without the task, and ends on a 401", async () => {
    const bus = createInProcessBus();
    const hub = createTaskHub(bus);
    const creator = fetcher(theTask);
    const previous = fetcher(() =>
      restErrorToGraphQL(404, { error: { code: "not_found", message: "Task not found" } }),
    );
    const signedOut = fetcher(() =>
      restErrorToGraphQL(401, { error: { code: "unauthenticated", message: "Authentication required" } }),
    );
    const toCreator = collect(hub.subscribe({ userId: CREATOR, fetchTask: creator.fetchTask }));
    const toPrevious = collect(hub.subscribe({ userId: ASSIGNEE, fetchTask: previous.fetchTask }));
    const iterator = hub.subscribe({ userId: NEW_ASSIGNEE, fetchTask: signedOut.fetchTask });
    const toSignedOut = collect(iterator);

    await bus.publish(changed("updated", { assigneeId: NEW_ASSIGNEE, previousAssigneeId: ASSIGNEE }));
    await settle();
    expect(toPrevious).toEqual([expect.objectContaining({ change: "updated", task: null })]);
    expect(toSignedOut).toEqual([]);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });

    await bus.publish(changed("deleted", { assigneeId: NEW_ASSIGNEE }));
    await settle();
    expect(toCreator.map((c) => [c.change, c.task?.id ?? null])).toEqual([
      ["updated", TASK],
      ["deleted", null],
    ]);
    expect(creator.calls).toHaveLength(1);
    hub.close();
  });
});

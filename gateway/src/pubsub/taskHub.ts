import type { EventBus, Task } from "@hearth/schema";
import { ApiError } from "../rest/errors";
import { createLiveHub } from "./refetchHub";
import type { LiveHub } from "./refetchHub";
import { isTaskChanged, taskAudience, taskChangeMessage } from "./taskFilter";
import type { TaskChangedEvent, TaskChangeMessage } from "./taskFilter";

export type TaskChangedPayload = { taskChanged: TaskChangeMessage };

export interface TaskSubscriber {
  /** Authenticated at connection_init. */
  userId: string;
  /** GET /auth/tasks/:id with the subscriber's own credentials: the API re-checks they may see it. */
  fetchTask(taskId: string): Promise<Task>;
}

/** Changes of the tasks the subscriber is assigned to or created; `return()` on the iterator unsubscribes. */
export type TaskHub = LiveHub<TaskSubscriber, TaskChangedPayload>;

/**
 * Every `taskChanged` socket. An event goes only to the sockets of the people it names (assignee,
 * creator, a previous assignee): nobody else's socket costs a REST call. For each of them the task
 * is fetched with their own credentials, so the API decides again what they may see; a deletion
 * carries only the id and the kind. Every change is delivered, in order; a 401 ends the subscription.
 */
export function createTaskHub(bus: EventBus): TaskHub {
  return createLiveHub<TaskSubscriber, TaskChangedEvent, TaskChangedPayload>(bus, {
    accepts: isTaskChanged,
    keys: { ofSubscriber: (s) => [s.userId], ofEvent: taskAudience },
    // Each change is its own delivery: a deletion must not be folded into an earlier update.
    itemOf: (event) => event.id,
    deliver: async (s, event) => {
      if (event.payload.change === "deleted") return { taskChanged: taskChangeMessage(event, null) };
      let task: Task | null;
      try {
        task = await s.fetchTask(event.payload.taskId);
      } catch (error) {
        if (error instanceof ApiError && error.code === "UNAUTHENTICATED") throw error;
        // Gone from their view (403/404: reassigned away from them), or the API failed for now: they
        // hear of the change without the task, and refetch their list.
        task = null;
      }
      return { taskChanged: taskChangeMessage(event, task) };
    },
  });
}

import { isStaff } from "@hearth/schema";
import type { EventBus, Task } from "@hearth/schema";
import { createLiveHub } from "../../pubsub/refetchHub";
import type { LiveHub } from "../../pubsub/refetchHub";
import { ApiError } from "../../rest/errors";
import type { DomainLive } from "../domain";
import { isTaskChanged, taskAudience, taskChangeMessage } from "./filter";
import type { TaskChangedEvent, TaskChangeMessage } from "./filter";

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

/** `taskChanged`, fed by one hub for the whole gateway. */
export function tasksLive(bus: EventBus): DomainLive {
  const hub = createTaskHub(bus);
  return {
    Subscription: {
      taskChanged: {
        // The hub delivers only changes naming the viewer; each task is fetched with the socket's own
        // credentials, so the API checks again, per event, what they may see.
        subscribe: (_parent, _args, { viewer, api }) => {
          if (!viewer) throw new ApiError("Sign in to follow your tasks.", 401, { code: "UNAUTHENTICATED" });
          if (!isStaff(viewer)) throw new ApiError("Tasks are for staff.", 403, { code: "FORBIDDEN" });
          return hub.subscribe({ userId: viewer.id, fetchTask: (id) => api.tasks.get(id) });
        },
      },
    },
    close: () => hub.close(),
  };
}

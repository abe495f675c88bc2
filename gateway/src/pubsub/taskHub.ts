import type { AnyDomainEvent, EventBus, Task } from "@hearth/schema";
import { ApiError } from "../rest/errors";
import { Channel } from "./channel";
import { RecentIds } from "./recentIds";
import { isTaskChanged, taskAudience, taskChangeMessage } from "./taskFilter";
import type { TaskChangedEvent, TaskChangeMessage } from "./taskFilter";

export type TaskChangedPayload = { taskChanged: TaskChangeMessage };

export interface TaskSubscriber {
  /** Authenticated at connection_init. */
  userId: string;
  /** GET /auth/tasks/:id with the subscriber's own credentials: the API re-checks they may see it. */
  fetchTask(taskId: string): Promise<Task>;
}

export interface TaskHub {
  /** Changes of the tasks the subscriber is assigned to or created; `return()` on the iterator unsubscribes. */
  subscribe(subscriber: TaskSubscriber): AsyncIterableIterator<TaskChangedPayload>;
  close(): void;
}

class Subscription {
  /** Deliveries run one after another, so a subscriber sees changes in the order they happened. */
  chain: Promise<void> = Promise.resolve();
  readonly channel: Channel<TaskChangedPayload>;
  constructor(
    readonly subscriber: TaskSubscriber,
    onClose: (s: Subscription) => void,
  ) {
    this.channel = new Channel(() => onClose(this));
  }
}

/**
 * One EventBus subscription for every `taskChanged` socket. An event goes only to the sockets of the
 * people it names (assignee, creator, a previous assignee): nobody else's socket costs a REST call.
 * For each of them the task is fetched with their own credentials, so the API decides again what
 * they may see; a deletion carries only the id and the kind. A 401 ends the subscription.
 */
export function createTaskHub(bus: EventBus): TaskHub {
  const byUser = new Map<string, Set<Subscription>>();
  const seen = new RecentIds();

  const deliver = async (s: Subscription, event: TaskChangedEvent): Promise<void> => {
    if (event.payload.change === "deleted") {
      s.channel.push({ taskChanged: taskChangeMessage(event, null) });
      return;
    }
    let task: Task | null;
    try {
      task = await s.subscriber.fetchTask(event.payload.taskId);
    } catch (error) {
      if (error instanceof ApiError && error.code === "UNAUTHENTICATED") {
        s.channel.close();
        return;
      }
      // Gone from their view (403/404: reassigned away from them), or the API failed for now: they
      // hear of the change without the task, and refetch their list.
      task = null;
    }
    s.channel.push({ taskChanged: taskChangeMessage(event, task) });
  };

  const onEvent = (event: AnyDomainEvent): void => {
    if (!isTaskChanged(event) || !seen.add(event.id)) return;
    for (const userId of taskAudience(event)) {
      for (const s of byUser.get(userId) ?? []) s.chain = s.chain.then(() => deliver(s, event));
    }
  };
  const unsubscribe = bus.subscribe(onEvent);

  const remove = (s: Subscription): void => {
    const set = byUser.get(s.subscriber.userId);
    set?.delete(s);
    if (set?.size === 0) byUser.delete(s.subscriber.userId);
  };

  return {
    subscribe(subscriber) {
      const s = new Subscription(subscriber, remove);
      let set = byUser.get(subscriber.userId);
      if (!set) byUser.set(subscriber.userId, (set = new Set()));
      set.add(s);
      return s.channel;
    },
    close() {
      unsubscribe();
      for (const set of [...byUser.values()]) for (const s of [...set]) s.channel.close();
      byUser.clear();
    },
  };
}

import type { Page, Task, TaskBody, TaskCounts, TaskPatchBody, TaskScope, TaskStatus } from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

export interface TaskQuery {
  scope?: TaskScope | null;
  status?: TaskStatus | null;
  dueBefore?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

const seg = encodeURIComponent;

/** REST routes of the signed-in user's tasks (`/api/auth/tasks/...`). */
export class TasksApi {
  constructor(private readonly rest: RestClient) {}

  /** Assigned to the caller (default) or by them; open ones (default) soonest due first; 25 a page. */
  list(query: TaskQuery): Promise<Page<Task>> {
    return this.rest.call("GET", "/api/auth/tasks", { query: { ...query } });
  }
  counts(scope?: TaskScope | null): Promise<TaskCounts> {
    return this.rest.results("GET", "/api/auth/tasks/counts", { query: { scope } });
  }
  /** 404 unless the caller created it or is its assignee (or is an admin). */
  get(id: string): Promise<Task> {
    return this.rest.results("GET", `/api/auth/tasks/${seg(id)}`);
  }
  create(body: z.input<typeof TaskBody>): Promise<Task> {
    return this.rest.results("POST", "/api/auth/tasks", { body });
  }
  update(id: string, body: z.input<typeof TaskPatchBody>): Promise<Task> {
    return this.rest.results("PATCH", `/api/auth/tasks/${seg(id)}`, { body });
  }
  setDone(id: string, done: boolean): Promise<Task> {
    return this.rest.results("POST", `/api/auth/tasks/${seg(id)}/${done ? "complete" : "reopen"}`);
  }
  async remove(id: string): Promise<boolean> {
    return (await this.rest.results<{ deleted: boolean }>("DELETE", `/api/auth/tasks/${seg(id)}`)).deleted;
  }
}

import type { GatewayDomain } from "../domain";
import { TasksApi } from "./api";
import { tasksLive } from "./live";
import { tasksResolvers } from "./resolvers";

export const tasksDomain: GatewayDomain<"tasks", TasksApi> = {
  name: "tasks",
  api: (rest) => new TasksApi(rest),
  resolvers: tasksResolvers,
  live: tasksLive,
  mappers: {
    Task: "@hearth/schema#Task",
    TaskCounts: "@hearth/schema#TaskCounts",
    // Not a REST type: the message the hub delivers.
    TaskChange: "./filter#TaskChangeMessage",
  },
};

import type { GatewayDomain } from "../domain";
import { ActivityLogApi } from "./api";
import { activityLogResolvers } from "./resolvers";

export const activityLogDomain: GatewayDomain<"activityLog", ActivityLogApi> = {
  name: "activityLog",
  api: (rest) => new ActivityLogApi(rest),
  resolvers: activityLogResolvers,
  mappers: {
    ActivityLogEntry: "@hearth/schema#ActivityLogEntry",
    ActivityActor: "@hearth/schema#ActivityActor",
  },
};

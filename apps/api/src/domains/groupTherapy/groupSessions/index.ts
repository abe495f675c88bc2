import type { ApiDomain } from "../../domain";
import { notifySessionsStartingSoon } from "./soonNotices";
import { groupSessionSubject } from "./subject";
import { groupSessionRoutes } from "./routes";

export const groupSessionsDomain: ApiDomain = {
  name: "groupSessions",
  routes: groupSessionRoutes,
  jobs: [{ name: "group sessions starting soon", run: notifySessionsStartingSoon }],
  subjects: [groupSessionSubject],
};

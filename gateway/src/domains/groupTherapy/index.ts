import type { GatewayDomain } from "../domain";
import { GroupTherapyApi } from "./api";
import { groupTherapyResolvers } from "./resolvers";

export const groupTherapyDomain: GatewayDomain<"groupTherapy", GroupTherapyApi> = {
  name: "groupTherapy",
  api: (rest) => new GroupTherapyApi(rest),
  resolvers: groupTherapyResolvers,
  mappers: {
    RoomRef: "@hearth/schema#RoomRef",
    Program: "@hearth/schema#Program",
    Room: "@hearth/schema#Room",
    ScheduleSlot: "@hearth/schema#ScheduleSlot",
    Group: "@hearth/schema#Group",
    AttendanceCounts: "@hearth/schema#AttendanceCounts",
    GroupSession: "@hearth/schema#GroupSession",
    AttendanceEntry: "@hearth/schema#AttendanceEntry",
    GenerateSessionsResult: "@hearth/schema#GenerateSessionsResult",
    KioskStart: "@hearth/schema#KioskStart",
    KioskEntry: "@hearth/schema#KioskEntry",
    KioskSession: "@hearth/schema#KioskSession",
    KioskCheckInResult: "@hearth/schema#KioskCheckInResult",
  },
};

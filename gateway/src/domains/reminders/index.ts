import type { GatewayDomain } from "../domain";
import { RemindersApi } from "./api";
import { remindersResolvers } from "./resolvers";

export const remindersDomain: GatewayDomain<"reminders", RemindersApi> = {
  name: "reminders",
  api: (rest) => new RemindersApi(rest),
  resolvers: remindersResolvers,
  mappers: { Reminder: "@hearth/schema#Reminder" },
};

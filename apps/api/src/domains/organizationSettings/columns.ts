/**
 * Settings read inside other domains' queries: a left join on `organization_settings` and these
 * expressions give the organization's value, or the default when it never chose one.
 */
import { sql } from "drizzle-orm";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@hearth/schema";
import { organizationSettings } from "../../db/schema";

/** Minutes before a session's start when check-in opens (join `organizationSettings` on the organization). */
export const checkInOpensMinutesBeforeSql =
  sql<number>`coalesce(${organizationSettings.checkInOpensMinutesBefore}, ${DEFAULT_ORGANIZATION_SETTINGS.checkInOpensMinutesBefore})`.mapWith(
    Number,
  );

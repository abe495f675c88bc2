/** The organization's settings as the REST contract presents them: stored values over the defaults. */
import { DEFAULT_ORGANIZATION_SETTINGS } from "@hearth/schema";
import type { ClinicianRef, OrganizationSettings, OrganizationSettingsResponse } from "@hearth/schema";
import type { OrganizationSettingsRow } from "../../db/schema";

/** Only the settings themselves: what an audit line's before and after compare. */
export function settingsOf(row: OrganizationSettingsRow | undefined): OrganizationSettings {
  return {
    checkInOpensMinutesBefore:
      row?.checkInOpensMinutesBefore ?? DEFAULT_ORGANIZATION_SETTINGS.checkInOpensMinutesBefore,
    groupNarrativeInClientCopy:
      row?.groupNarrativeInClientCopy ?? DEFAULT_ORGANIZATION_SETTINGS.groupNarrativeInClientCopy,
  };
}

export function presentOrganizationSettings(
  row: OrganizationSettingsRow | undefined,
  updatedBy: ClinicianRef | null,
): OrganizationSettingsResponse {
  return {
    ...settingsOf(row),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy ? updatedBy : null,
  };
}

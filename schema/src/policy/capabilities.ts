/**
 * What a user may do, by name, whatever the object: sent to the web app as `Me.capabilities` so
 * that it shows a button or a field without restating a role rule. Each is named after the action
 * it opens (schema/src/actions.ts); decisions about one object are that object's `permissions`.
 */
import type { Action } from "../actions";
import { AREA_ROLES, mayOpenArea } from "../access";
import type { Area } from "../access";
import { mayAddressOrganization, mayCreateEvents } from "./events";
import {
  mayApproveNotes,
  mayCreateSessionsForAnyGroup,
  mayManageGroups,
  mayManagePrograms,
  mayWatchGroupNotes,
} from "./groupTherapy";
import type { Principal } from "./principal";
import { isStaff, mayAdministerClinicians, mayReadCrashReports } from "./staff";
import { CLIENT_CHART_ROLES, mayDoChartAction } from "./clientChart";
import type { ClientChartAction } from "./clientChart";

/** Capabilities named after an action of the catalogue. */
type ActionCapability =
  | "group_session:create"
  | "group_session:generate"
  | "group:create"
  | "group:update"
  | "group_note:read"
  | "group_note:approve"
  | "program:create"
  | "room:create"
  | "organization_settings:update"
  | "event:create"
  | "task:list"
  | "conversation:list"
  | "clinician:create"
  | "clinician:update"
  | "clinician:deactivate"
  | "crash_report:list"
  | ClientChartAction;

/**
 * Capabilities with no action of their own: addressing an event to all staff or to a role across
 * the organization (the action is `event:create`, the audience decides), and opening an area of the app.
 */
type OwnCapability = "event:address_organization" | `area:${Area}`;

export type Capability = ActionCapability | OwnCapability;

// Every action capability is in the catalogue: a renamed action fails to compile here.
const _named: Exclude<ActionCapability, Action> extends never ? true : never = true;
void _named;

const RULES: readonly (readonly [ActionCapability | "event:address_organization", (p: Principal) => boolean])[] = [
  ["group_note:read", mayWatchGroupNotes],
  ["group_note:approve", mayApproveNotes],
  ["group_session:create", mayCreateSessionsForAnyGroup],
  ["group_session:generate", mayCreateSessionsForAnyGroup],
  ["group:create", mayManageGroups],
  ["group:update", mayManageGroups],
  ["program:create", mayManagePrograms],
  ["room:create", mayManagePrograms],
  ["organization_settings:update", mayManagePrograms],
  ["event:create", mayCreateEvents],
  ["event:address_organization", mayAddressOrganization],
  ["task:list", isStaff],
  ["conversation:list", isStaff],
  ["clinician:create", mayAdministerClinicians],
  ["clinician:update", mayAdministerClinicians],
  ["clinician:deactivate", mayAdministerClinicians],
  ["crash_report:list", mayReadCrashReports],
  ...(Object.keys(CLIENT_CHART_ROLES) as ClientChartAction[]).map(
    (action) => [action, (p: Principal) => mayDoChartAction(p, action)] as const,
  ),
];

const AREAS = Object.keys(AREA_ROLES) as Area[];

/** Everything the person may do in general, in a stable order. */
export function capabilitiesOf(p: Principal): Capability[] {
  const granted: Capability[] = RULES.filter(([, rule]) => rule(p)).map(([name]) => name);
  for (const area of AREAS) if (mayOpenArea(p.role, area)) granted.push(`area:${area}`);
  return granted;
}

/** Whether a capability list (`Me.capabilities`) holds one. */
export const can = (capabilities: readonly string[] | null | undefined, capability: Capability): boolean =>
  capabilities?.includes(capability) ?? false;

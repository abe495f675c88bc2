/** Every action a policy decides on, and every activity-log action, named once. */
export type Action =
  | "auth:login"
  | "auth:login_failed"
  | "auth:logout"
  | "auth:refresh"
  | "auth:password_change"
  | "auth:password_reset_request"
  | "auth:password_reset"
  | "auth:two_factor_enable"
  | "auth:two_factor_disable"
  | "auth:pin_change"
  | "auth:pin_check"
  | "clinician:list"
  | "clinician:read"
  | "clinician:create"
  | "clinician:update"
  | "clinician:deactivate"
  | "clinician:case_load"
  | "notification:announce"
  | "notification:list"
  | "notification:read"
  | "crash_report:create"
  | "crash_report:list"
  | "document:open"
  | "document:edit";

export type Outcome = "success" | "denied" | "failure";

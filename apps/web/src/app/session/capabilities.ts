import { can } from "@hearth/schema";
import type { Capability } from "@hearth/schema";
import { useSessionUser } from "./SessionContext";

/**
 * What the signed-in user may do in general, as the server computed it (`Me.capabilities`, rules
 * in schema/src/policy): a page asks this instead of comparing roles. The server decides every call anyway.
 */
export function useCan(): (capability: Capability) => boolean {
  const { capabilities } = useSessionUser();
  return (capability) => can(capabilities, capability);
}

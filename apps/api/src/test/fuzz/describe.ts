/** A fuzzed request as a failure message shows it: long strings shortened, so a mebibyte does not flood the report. */
import type { FuzzRequest, RouteSpec } from "./requests";
import { contentTypeOf, payloadOf, urlOf } from "./requests";

const SHOWN = 120;

function shorten(text: string): string {
  if (text.length <= SHOWN) return text;
  return `${text.slice(0, SHOWN)}… (${text.length} characters)`;
}

/** `METHOD url [content-type] body`, each part cut to a readable length, non-printing characters escaped. */
export function describeRequest(route: RouteSpec, r: FuzzRequest | undefined): string {
  if (!r) return "(none)";
  const payload = r.body && "multipart" in r.body ? r.body.multipart : payloadOf(r);
  const body = payload === undefined ? "no body" : `${contentTypeOf(r)} ${shorten(JSON.stringify(payload))}`;
  return `${route.method} ${shorten(JSON.stringify(urlOf(route, r)))} ${body} (caller ${r.caller})`;
}

import { PRODUCT_NAME } from "@hearth/schema";

/** Pages with a title of their own (§2): the login page and the time-reporting print page. */
export const OWN_TITLES: Readonly<Record<string, string>> = {
  "/": `${PRODUCT_NAME} | Sign in`,
  "/time_reporting_print": `${PRODUCT_NAME} | Time Reporting Report`,
};

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/**
 * The document title of a location (§2): the product name, the first path segment capitalised,
 * then the `tabs` query parameter capitalised when present.
 * `/clients?tabs=demographics` -> "Hearth | Clients | Demographics".
 */
export function pageTitle(pathname: string, search = ""): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const own = OWN_TITLES[path];
  if (own) return own;
  const segment = safeDecode(path.split("/").find(Boolean) ?? "");
  const tabs = new URLSearchParams(search).get("tabs")?.trim();
  return [PRODUCT_NAME, capitalise(segment), tabs ? capitalise(tabs) : ""].filter(Boolean).join(" | ");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

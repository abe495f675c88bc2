/** Plain-text pieces of the client print pages, kept apart from the layout so they can be tested. */
import { CLIENT_PRINT_PAGE_PATHS, DISCHARGE_TYPE_LABELS } from "@hearth/schema";
import type { ClientPrintPage, DischargeType } from "@hearth/schema";
import { calendarDateText } from "../clientFormat";

/** The web address of a print page for one client. */
export const clientPrintHref = (page: ClientPrintPage, mrNo: string): string =>
  `${CLIENT_PRINT_PAGE_PATHS[page]}?${new URLSearchParams({ mrNo }).toString()}`;

/** The MR number a print page was opened for; null when the address names none. */
export function mrNoOfParams(params: URLSearchParams): string | null {
  const mrNo = params.get("mrNo")?.trim();
  return mrNo ? mrNo : null;
}

/** A postal address as printed: street lines, then "City, ST 94110"; empty when nothing is known. */
export function addressLines(a: {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}): string[] {
  const place = [a.city, [a.state, a.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [a.addressLine1, a.addressLine2, place].filter((line): line is string => Boolean(line));
}

/**
 * What staff must know before calling a contact: emergency contact, legal guardian, and whether they
 * may be told the client is in treatment (42 CFR Part 2: not unless the client said so).
 */
export function contactFlagsText(c: {
  emergencyContact: boolean;
  legalGuardian: boolean;
  mayContact: boolean;
}): string {
  return [
    c.emergencyContact && "Emergency contact",
    c.legalGuardian && "Legal guardian",
    c.mayContact ? "May be contacted" : "Do not disclose treatment",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Where an episode stands: "Open" or "Discharged 11-10-2026 (Planned)". */
export function episodeStatusText(e: { dischargeDate?: string | null; dischargeType?: DischargeType | null }): string {
  if (!e.dischargeDate) return "Open";
  const type = e.dischargeType ? ` (${DISCHARGE_TYPE_LABELS[e.dischargeType]})` : "";
  return `Discharged ${calendarDateText(e.dischargeDate)}${type}`;
}

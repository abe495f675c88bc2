import { COOKIE } from "@hearth/schema";
import type { CrashReportBody } from "@hearth/schema";
import type { z } from "zod";
import { lastClickedElement } from "../../lib/clickTracker";
import { readCookie } from "../../lib/cookies";
import { describeAgent } from "./browser";

export type CrashReport = z.input<typeof CrashReportBody>;

/** The route parameters of the page (react-router's `useParams()`): name → this address's value. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What the browser knows at the moment of a crash; injectable so the report is testable. */
export interface CrashEnvironment {
  userAgent: string;
  screen: { width: number; height: number };
  timeZone: string;
  href: string;
  hostname: string;
  cookies: string;
  clickedElement: string | null;
  /** Of the route that crashed; undefined for a crash outside the routes. */
  routeParams?: RouteParams | undefined;
}

export function currentEnvironment(routeParams?: RouteParams): CrashEnvironment {
  return {
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    href: window.location.href,
    hostname: window.location.hostname,
    cookies: document.cookie,
    clickedElement: lastClickedElement(),
    routeParams,
  };
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The page's address as a route pattern, without what names a client, a person or a record (a
 * report sent after the session expired reaches the installation's operators, not the
 * organization): each segment that is a route parameter becomes `:name` (/clients/:mrNo), the
 * rest of an unknown path `*`; outside the routes any segment with a digit becomes `:id`. Query
 * values become `*` (a search holds a name; the keys stay, they say which view it was); the
 * fragment goes.
 */
export function redactUrl(href: string, params?: RouteParams): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").slice(1);
  const rest = params?.["*"];
  const restLength = rest ? rest.split("/").filter(Boolean).length : 0;
  const named = new Map(
    Object.entries(params ?? {}).flatMap(([name, value]) => (name !== "*" && value ? [[value, name] as const] : [])),
  );
  const kept = segments.slice(0, segments.length - restLength).map((segment) => {
    const name = named.get(decode(segment));
    if (name) return `:${name}`;
    return !params && /\d/.test(segment) ? ":id" : segment;
  });
  const path = `/${[...kept, ...(restLength > 0 ? ["*"] : [])].join("/")}`;
  const keys = [...new Set(url.searchParams.keys())].map((key) => `${encodeURIComponent(key)}=*`);
  return `${url.origin}${path}${keys.length > 0 ? `?${keys.join("&")}` : ""}`;
}

const clip = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : null);

/** `file:line:column` of the first frame of a stack (Chromium "at f (url:1:2)" or Firefox/Safari "f@url:1:2"). */
export function positionOf(stack: string | undefined): string | null {
  for (const line of (stack ?? "").split("\n")) {
    const match = /\(?((?:https?|file|webpack):\/\/[^\s)]+:\d+:\d+)\)?\s*$/.exec(line.trim());
    if (match) return match[1]!;
  }
  return null;
}

/** The tenant part of the host name: "riverside" of riverside.hearth.example; none for localhost or an IP address. */
export function subdomainOf(hostname: string): string | null {
  if (/^\d+(\.\d+){3}$/.test(hostname) || hostname.includes(":")) return null;
  const labels = hostname.split(".");
  return labels.length > 2 ? labels[0]! : null;
}

function causeOf(error: Error): string | null {
  const cause = (error as { cause?: unknown }).cause;
  if (cause === undefined || cause === null) return null;
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  try {
    return typeof cause === "string" ? cause : JSON.stringify(cause);
  } catch {
    return String(cause);
  }
}

/** The crash log of §3, within the sizes the server accepts. */
export function buildCrashReport(
  thrown: unknown,
  componentStack: string | null | undefined,
  env: CrashEnvironment,
): CrashReport {
  const error =
    thrown instanceof Error ? thrown : new Error(typeof thrown === "string" ? thrown : "A non-error value was thrown");
  const { os, browser } = describeAgent(env.userAgent);
  return {
    errorName: clip(error.name, 200),
    message: clip(error.message, 2000),
    cause: clip(causeOf(error), 2000),
    position: clip(positionOf(error.stack), 500),
    stack: clip(error.stack, 20000),
    componentInfo: clip(componentStack?.trim(), 20000),
    screenResolution: `${env.screen.width}x${env.screen.height}`,
    os,
    browser: clip(browser, 200),
    timezone: clip(env.timeZone, 100),
    url: clip(redactUrl(env.href, env.routeParams), 2000),
    subdomain: subdomainOf(env.hostname),
    clickedElement: clip(env.clickedElement, 500),
    role: clip(readCookie(COOKIE.role, env.cookies), 50),
    clinicianId: clip(readCookie(COOKIE.clinicianId, env.cookies), 100),
    clinicianName: clip(readCookie(COOKIE.clinicianName, env.cookies), 200),
  };
}

import { COOKIE } from "@hearth/schema";
import type { CrashReportBody } from "@hearth/schema";
import type { z } from "zod";
import { lastClickedElement } from "../../lib/clickTracker";
import { readCookie } from "../../lib/cookies";
import { describeAgent } from "./browser";

export type CrashReport = z.input<typeof CrashReportBody>;

/** What the browser knows at the moment of a crash; injectable so the report is testable. */
export interface CrashEnvironment {
  userAgent: string;
  screen: { width: number; height: number };
  timeZone: string;
  href: string;
  hostname: string;
  cookies: string;
  clickedElement: string | null;
}

export function currentEnvironment(): CrashEnvironment {
  return {
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    href: window.location.href,
    hostname: window.location.hostname,
    cookies: document.cookie,
    clickedElement: lastClickedElement(),
  };
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
export function buildCrashReport(thrown: unknown, componentStack: string | null | undefined, env: CrashEnvironment): CrashReport {
  const error = thrown instanceof Error ? thrown : new Error(typeof thrown === "string" ? thrown : "A non-error value was thrown");
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
    url: clip(env.href, 2000),
    subdomain: subdomainOf(env.hostname),
    clickedElement: clip(env.clickedElement, 500),
    role: clip(readCookie(COOKIE.role, env.cookies), 50),
    clinicianId: clip(readCookie(COOKIE.clinicianId, env.cookies), 100),
    clinicianName: clip(readCookie(COOKIE.clinicianName, env.cookies), 200),
  };
}

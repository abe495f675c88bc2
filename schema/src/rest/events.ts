/** REST contract of the organization's events (§3 eventSize / eventCount / eventTotal). */
import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { STAFF_ROLES } from "../roles";
import type { StaffRole } from "../roles";
import type { ClinicianRef } from "./groupSessions";
import { id, paging } from "./common";
import type { LocationRef, Page } from "./common";

/** §3 eventSize: events listed 25 a page. */
export const EVENT_PAGE_SIZE = PAGE_SIZE.events;

/** Everyone on staff, the staff of some locations, or staff of some roles (optionally at some locations). */
export const EVENT_AUDIENCE_KINDS = ["all_staff", "locations", "roles"] as const;
export type EventAudienceKind = (typeof EVENT_AUDIENCE_KINDS)[number];

export const EVENT_PERIODS = ["upcoming", "past", "all"] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

/** Longest an event may last: a retreat or a training week, not a season. */
export const MAX_EVENT_DAYS = 31;

const datetime = z.iso.datetime({ offset: true, message: "must be a date and time (ISO 8601)" });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .nullish()
    .transform((v) => v || null);

export const EventAudienceBody = z
  .object({
    kind: z.enum(EVENT_AUDIENCE_KINDS, { message: `must be one of ${EVENT_AUDIENCE_KINDS.join(", ")}` }),
    locationIds: z.array(id).max(100).optional().default([]),
    roles: z
      .array(z.enum(STAFF_ROLES, { message: `must be one of ${STAFF_ROLES.join(", ")}` }))
      .max(STAFF_ROLES.length)
      .optional()
      .default([]),
  })
  .superRefine((a, ctx) => {
    if (a.kind === "all_staff" && (a.locationIds.length > 0 || a.roles.length > 0))
      ctx.addIssue({ code: "custom", message: "an all-staff audience names no locations or roles", path: ["kind"] });
    if (a.kind === "locations" && a.locationIds.length === 0)
      ctx.addIssue({ code: "custom", message: "choose at least one location", path: ["locationIds"] });
    if (a.kind === "locations" && a.roles.length > 0)
      ctx.addIssue({ code: "custom", message: "a locations audience names no roles", path: ["roles"] });
    if (a.kind === "roles" && a.roles.length === 0)
      ctx.addIssue({ code: "custom", message: "choose at least one role", path: ["roles"] });
  })
  .transform((a) => ({ kind: a.kind, locationIds: [...new Set(a.locationIds)], roles: [...new Set(a.roles)] }));

/** POST /api/auth/events and PUT /api/auth/events/:id: the whole event (an edit replaces every field). */
export const EventBody = z
  .object({
    title: z.string().trim().min(1, { message: "is required" }).max(200, { message: "must be at most 200 characters" }),
    description: optionalText(5000),
    startsAt: datetime,
    endsAt: datetime,
    allDay: z.boolean().optional().default(false),
    place: optionalText(200),
    audience: EventAudienceBody,
  })
  .superRefine((e, ctx) => {
    const starts = Date.parse(e.startsAt);
    const ends = Date.parse(e.endsAt);
    if (!(ends > starts)) ctx.addIssue({ code: "custom", message: "must be after the start", path: ["endsAt"] });
    else if (ends - starts > MAX_EVENT_DAYS * 86_400_000)
      ctx.addIssue({ code: "custom", message: `an event may last at most ${MAX_EVENT_DAYS} days`, path: ["endsAt"] });
  });

/**
 * GET /api/auth/events: `period` upcoming (not yet over, soonest first; the default), past (over,
 * latest first) or all; `includePast=true` is `period=all`. `from`/`to` keep events overlapping
 * that window; `search` matches the title.
 */
export const EventListQuery = z
  .object({
    period: z.enum(EVENT_PERIODS).optional(),
    includePast: z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
    from: datetime.optional(),
    to: datetime.optional(),
    search: z.string().trim().max(200).optional(),
    ...paging(EVENT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: "must be after from",
    path: ["to"],
  })
  .transform(({ includePast, period, ...q }) => ({ ...q, period: period ?? (includePast ? "all" : "upcoming") }));

export const EventIdParams = z.object({ id });

export interface EventAudience {
  kind: EventAudienceKind;
  locations: LocationRef[];
  roles: StaffRole[];
}

export interface OrgEvent {
  id: string;
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  place: string | null;
  audience: EventAudience;
  createdBy: ClinicianRef | null;
  cancelled: boolean;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The caller may edit or cancel it (admin; supervisor when the audience is within their locations). */
  canManage: boolean;
}

/** GET /api/auth/events: a page, with §3's eventCount (the caller's upcoming events: the badge) and eventTotal (all matching the filter). */
export interface EventListPage extends Page<OrgEvent> {
  eventCount: number;
  eventTotal: number;
}

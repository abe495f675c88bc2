/** The demo organization's events: one for all staff, one for a location, one already past. */
import type { StaffRole } from "@hearth/schema";
import type { Db } from "../../db/client";
import { orgEvents } from "../../db/schema";
import { RIVERSIDE } from "../../db/seedData";
import { addDays, todayInZone, zonedInstant } from "../../kernel/time";

interface DemoEvent {
  title: string;
  description: string;
  place: string;
  /** Days from today (server time zone); negative is past. */
  day: number;
  start: string;
  end: string;
  /** "all" staff, or the staff of the location with this name. */
  audience: "all" | string;
}

const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    title: "All-staff meeting",
    description: "Quarterly updates from the clinical director, then questions.",
    place: "Community Room, Hillcrest",
    day: 2,
    start: "09:00",
    end: "10:00",
    audience: "all",
  },
  {
    title: "CPR and first-aid recertification",
    description: "Bring your badge; certificates are handed out at the end.",
    place: "Group Room A",
    day: 5,
    start: "13:00",
    end: "16:00",
    audience: RIVERSIDE,
  },
  {
    title: "Holiday potluck",
    description: "Thank you all for a great year.",
    place: "Riverside dining hall",
    day: -3,
    start: "12:00",
    end: "13:30",
    audience: "all",
  },
];

/** Rows only: nobody is listening to a seed. */
export async function seedEvents(
  tx: Db,
  organizationId: string,
  locationId: (name: string) => string,
  staffId: (role: StaffRole) => string,
): Promise<void> {
  const today = todayInZone();
  await tx.insert(orgEvents).values(
    DEMO_EVENTS.map((e) => {
      const date = addDays(today, e.day);
      return {
        organizationId,
        title: e.title,
        description: e.description,
        place: e.place,
        startsAt: zonedInstant(date, e.start),
        endsAt: zonedInstant(date, e.end),
        audienceKind: e.audience === "all" ? ("all_staff" as const) : ("locations" as const),
        audienceLocationIds: e.audience === "all" ? [] : [locationId(e.audience)],
        createdBy: staffId("admin"),
      };
    }),
  );
}

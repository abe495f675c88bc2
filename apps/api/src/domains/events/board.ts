/**
 * Events on the live boards of the locations they are for: a new, changed or cancelled event shows
 * on the wall screens there. Events for some roles only stay off the boards, which every staff
 * member of the location reads.
 */
import { eq } from "drizzle-orm";
import type { EventPayloads } from "@hearth/schema";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema";
import type { OrgEventRow } from "../../db/schema";
import { postToBoard } from "../board/producers";
import { instantLabel } from "../../kernel/time";

const TITLES: Record<EventPayloads["orgEvent.changed"]["change"], string> = {
  created: "New event",
  updated: "Event changed",
  cancelled: "Event cancelled",
};

async function boardLocations(tx: Db, row: OrgEventRow): Promise<string[]> {
  if (row.audienceKind === "locations") return row.audienceLocationIds;
  if (row.audienceKind === "roles") return [];
  return (
    await tx.select({ id: locations.id }).from(locations).where(eq(locations.organizationId, row.organizationId))
  ).map((l) => l.id);
}

export async function postEventToBoards(
  tx: Db,
  row: OrgEventRow,
  change: EventPayloads["orgEvent.changed"]["change"],
  actorId: string,
): Promise<void> {
  const when = row.allDay ? `${instantLabel(row.startsAt).slice(0, 10)}, all day` : instantLabel(row.startsAt);
  for (const locationId of await boardLocations(tx, row)) {
    await postToBoard(tx, {
      organizationId: row.organizationId,
      locationId,
      kind: "event",
      title: `${TITLES[change]}: ${row.title}`,
      body: [when, row.place].filter(Boolean).join(" · "),
      link: "/events",
      actorId,
    });
  }
}

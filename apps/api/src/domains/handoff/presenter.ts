/** REST shapes of a board's history; people are named at read time from their user ids. */
import { inArray } from "drizzle-orm";
import type { HandoffBlock, HandoffContributor, HandoffPerson, HandoffShiftSummary } from "@hearth/schema";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { AttributedBlockRow } from "../../db/schema";
import { fullnameOf } from "../../kernel/refs";
import type { ContributorRow } from "./board";
import type { Shift } from "./shifts";

/** Names of the given users, by id. */
export async function peopleById(db: Db, userIds: Iterable<string>): Promise<Map<string, HandoffPerson>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, { id: row.id, name: fullnameOf(row) }]));
}

const personOf = (people: Map<string, HandoffPerson>, id: string): HandoffPerson =>
  people.get(id) ?? { id, name: "Unknown user" };

export function presentContributors(
  rows: readonly ContributorRow[],
  people: Map<string, HandoffPerson>,
): HandoffContributor[] {
  return rows.map((row) => ({
    userId: row.userId,
    name: personOf(people, row.userId).name,
    firstEditAt: row.firstEditAt.toISOString(),
    lastEditAt: row.lastEditAt.toISOString(),
    minutesActive: row.minutesActive,
  }));
}

export function presentShift(
  shift: Shift,
  o: { inProgress: boolean; recordedAt: Date | null; contributors: HandoffContributor[] },
): HandoffShiftSummary {
  return {
    id: shift.id,
    name: shift.name,
    label: shift.label,
    date: shift.date,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    inProgress: o.inProgress,
    recordedAt: o.recordedAt?.toISOString() ?? null,
    contributors: o.contributors,
  };
}

export const authorIdsOf = (blocks: readonly AttributedBlockRow[]): string[] =>
  blocks.flatMap((block) => block.authors);

export function presentBlocks(
  blocks: readonly AttributedBlockRow[],
  people: Map<string, HandoffPerson>,
): HandoffBlock[] {
  return blocks.map((block) => ({
    kind: block.kind,
    tag: block.tag,
    listType: block.listType,
    depth: block.depth,
    checked: block.checked,
    authors: block.authors.map((id) => personOf(people, id)),
    segments: block.segments.map((segment) => ({
      text: segment.text,
      isNew: segment.isNew,
      author: segment.author === null ? null : personOf(people, segment.author),
    })),
  }));
}

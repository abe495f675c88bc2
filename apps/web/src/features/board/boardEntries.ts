/** What the live board keeps on screen: the page it loaded, lines that arrived since, older pages asked for. */
export interface BoardLine {
  id: string;
  createdAt: string;
}

/**
 * Newest first, each line once: a line that arrived live and was then loaded again (a refetch,
 * "show older") must not show twice.
 */
export function mergeLines<T extends BoardLine>(...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const line of list) if (!byId.has(line.id)) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) =>
    a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
  );
}

/** Lines that arrived live stay highlighted this long, so a glance at the wall shows what is new. */
export const FRESH_FOR_MS = 60_000;

export const isFresh = (line: BoardLine, arrivedAt: ReadonlyMap<string, number>, now: number): boolean => {
  const at = arrivedAt.get(line.id);
  return at !== undefined && now - at < FRESH_FOR_MS;
};

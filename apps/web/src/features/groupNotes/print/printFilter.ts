const SQL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the print page asks the server for (the GraphQL `GroupNotePrintFilter`). */
export type PrintFilter =
  | { sessionId: string; from?: undefined; to?: undefined; groupId?: undefined }
  | { sessionId?: undefined; from: string; to: string; groupId?: string };

/**
 * The print page's filter from its address: `?sessionId=…`, or `?from=YYYY-MM-DD&to=…` with an
 * optional `groupId`. Null when the address names neither (the page then asks for a range).
 */
export function printFilterFromParams(params: URLSearchParams): PrintFilter | null {
  const sessionId = params.get("sessionId")?.trim();
  if (sessionId) return { sessionId };
  const from = params.get("from")?.trim() ?? "";
  const to = params.get("to")?.trim() ?? "";
  if (!SQL_DATE.test(from) || !SQL_DATE.test(to)) return null;
  const groupId = params.get("groupId")?.trim();
  return groupId ? { from, to, groupId } : { from, to };
}

/** The address parameters of a range chosen in the form (an empty group means every group). */
export function printParams(range: { from: string; to: string; groupId: string }): Record<string, string> {
  return range.groupId
    ? { from: range.from, to: range.to, groupId: range.groupId }
    : { from: range.from, to: range.to };
}

/**
 * One client's copy of a signed note: the §2 export route of the note, with the client as a
 * parameter (`/exportPrint/groupNotesExport/<noteId>?clientId=<id>`).
 */
export const clientCopyPath = (noteId: string, clientId: string): string =>
  `/exportPrint/groupNotesExport/${encodeURIComponent(noteId)}?${new URLSearchParams({ clientId }).toString()}`;

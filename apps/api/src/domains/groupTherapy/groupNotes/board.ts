/**
 * What a location's live board shows of its group sessions: notes submitted, approved or returned,
 * and clients checking in. Each runs in the transaction of the change it reports. Nothing clinical
 * goes on the board (no narrative, no review comment) and clients appear by initials.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { clients } from "../../../db/schema";
import type { GroupClientNoteRow } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import { clientInitials, postToBoard } from "../../board/producers";
import type { LoadedNote } from "./load";
import { sessionLabel, sessionPage } from "./notify";

const NOTE_PROGRESS = {
  note_submitted: "Group note submitted",
  note_approved: "Group note approved",
  note_returned: "Group note returned for revision",
} as const;

export async function postNoteProgress(
  tx: Db,
  ctx: RequestContext,
  loaded: LoadedNote,
  kind: keyof typeof NOTE_PROGRESS,
): Promise<void> {
  await postToBoard(tx, {
    organizationId: loaded.view.organizationId,
    locationId: loaded.session.locationId,
    kind,
    title: NOTE_PROGRESS[kind],
    body: await sessionLabel(tx, loaded),
    link: sessionPage(loaded),
    actorId: ctx.user.id,
  });
}

/** One line per check-in: a client at the kiosk, or a facilitator checking several in at once. */
export async function postCheckIns(
  tx: Db,
  loaded: LoadedNote,
  checkedIn: readonly GroupClientNoteRow[],
  method: "bulk" | "self",
  actorId: string,
): Promise<void> {
  if (checkedIn.length === 0) return;
  const names = await tx
    .select({ firstName: clients.firstName, lastName: clients.lastName })
    .from(clients)
    .where(
      inArray(
        clients.id,
        checkedIn.map((row) => row.clientId),
      ),
    );
  const initials = names.map((n) => clientInitials(n.firstName, n.lastName)).join(", ");
  const title =
    method === "self"
      ? `${initials} checked in`
      : checkedIn.length === 1
        ? `${initials} checked in by staff`
        : `${checkedIn.length} clients checked in`;
  await postToBoard(tx, {
    organizationId: loaded.view.organizationId,
    locationId: loaded.session.locationId,
    kind: "check_in",
    title,
    body: await sessionLabel(tx, loaded),
    link: sessionPage(loaded),
    // A self check-in happens at the kiosk a staff member opened: the board names no one for it.
    actorId: method === "self" ? null : actorId,
    clientIds: checkedIn.map((row) => row.clientId),
  });
}

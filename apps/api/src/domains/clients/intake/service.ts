/**
 * Intake: a new client registered with their demographics (version 1) at one of the caller's locations,
 * pending admission, under the organization's next MR number; and the duplicate check that warns
 * before a second record of the same person is made.
 */
import { and, eq } from "drizzle-orm";
import type {
  ClientDuplicate,
  ClientDuplicateConflict,
  ClientDuplicatesQuery,
  ClientIntakeBody,
  ClientIntakeResult,
} from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientContacts, clients, locations } from "../../../db/schema";
import type { ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { AppError } from "../../../errors";
import { authorize } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { reachesLocation } from "../../../authz/principal";
import { recordActivity, shownClientIds } from "../../activityLog/service";
import { authorizeChartCaller, recordChartChange } from "../chart";
import { presentClients } from "../presenter";
import { addVersion, clientColumnsOf } from "../demographics/versions";
import { findDuplicates, presentDuplicate } from "./duplicates";
import { nextMrNo } from "./mrNumbers";

/** The clients of the organization with this name and date of birth, for the intake form's warning. */
export async function checkDuplicates(
  deps: Deps,
  ctx: RequestContext,
  query: ClientDuplicatesQuery,
): Promise<ClientDuplicate[]> {
  await authorizeChartCaller(deps, ctx, "client:duplicate_check");
  const matches = await findDuplicates(deps.db, ctx, query);
  // The matches are reads of those clients' records; the name typed in is not kept.
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:duplicate_check",
    outcome: "success",
    subjectType: "client",
    details: { matched: matches.map((m) => m.mrNo), clientIds: shownClientIds(matches.map((m) => m.id)) },
  });
  return matches.map(presentDuplicate);
}

/** The location named at intake when it is one of the caller's organization that they work at (admins: any); else 404, logged. */
async function intakeLocation(deps: Deps, ctx: RequestContext, locationId: string) {
  const [location] = await deps.db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, ctx.organizationId)));
  return authorize(deps.db, ctx, "client:create", {
    subjectType: "location",
    subjectName: "Location",
    subjectId: locationId,
    resource: location ?? null,
    denial: (caller, _action, found) => (reachesLocation(caller, found.id) ? null : refuse.notFound("not_in_scope")),
  });
}

/** Thrown inside the intake's transaction to undo it (the MR number drawn included) when matches were found. */
class PossibleDuplicate extends Error {
  constructor(readonly matches: (ClientDuplicate & { id: string })[]) {
    super("possible duplicate");
  }
}

/**
 * Registers the client: their row (pending admission, at the location, with the intended level of care
 * until the admission decides it), demographics version 1 and the audit line with the `client.changed`
 * event, all in one transaction. Clients of the organization with the same name and date of birth
 * refuse it with 409 listing them, unless `confirmDuplicate` says staff checked they are someone else.
 */
export async function intakeClient(
  deps: Deps,
  ctx: RequestContext,
  body: ClientIntakeBody,
): Promise<ClientIntakeResult> {
  await authorizeChartCaller(deps, ctx, "client:create");
  const location = await intakeLocation(deps, ctx, body.locationId);
  const {
    locationId: _locationId,
    intendedLevelOfCare,
    confirmDuplicate,
    emergencyContactName,
    emergencyContactRelationship,
    emergencyContactPhone,
    ...rest
  } = body;
  // The emergency contact becomes a row of the Contacts tab, not demographics fields: one record of the
  // person, which the chart, the face sheet and later edits all see.
  const values = {
    ...rest,
    emergencyContactName: null,
    emergencyContactRelationship: null,
    emergencyContactPhone: null,
  };
  let created: { client: ClientRow; matches: (ClientDuplicate & { id: string })[] };
  try {
    created = await transact(deps, async (tx) => {
      // First, so that intakes of one organization queue here and each sees the clients the others made.
      const mrNo = await nextMrNo(tx, ctx.organizationId);
      const matches = await findDuplicates(tx, ctx, values);
      if (matches.length > 0 && confirmDuplicate !== true) throw new PossibleDuplicate(matches);
      const [client] = await tx
        .insert(clients)
        .values({
          organizationId: ctx.organizationId,
          mrNo,
          status: "pending_admission",
          ...clientColumnsOf(values),
          levelOfCare: intendedLevelOfCare ?? null,
          locationId: location.id,
          createdBy: ctx.user.id,
        })
        .returning();
      await addVersion(tx, { clientId: client!.id, version: 1, values, changedBy: ctx.user.id });
      const emergencyContactId = emergencyContactName
        ? await addEmergencyContact(tx, ctx, client!, {
            name: emergencyContactName,
            relationship: emergencyContactRelationship,
            phone: emergencyContactPhone,
          })
        : null;
      await recordChartChange(tx, ctx, "client:create", client!, "summary", {
        locationId: location.id,
        ...(emergencyContactId ? { emergencyContactId } : {}),
        ...(matches.length > 0 ? { confirmedNotDuplicateOf: matches.map((m) => m.mrNo) } : {}),
      });
      return { client: client!, matches };
    });
  } catch (error) {
    if (error instanceof PossibleDuplicate) return refuseDuplicate(deps, ctx, error.matches);
    throw error;
  }
  return {
    client: (await presentClients(deps.db, [created.client]))[0]!,
    duplicates: created.matches.map(presentDuplicate),
  };
}

/** Said of an emergency contact whose relationship the intake form left empty (a contact must have one). */
export const INTAKE_UNSTATED_RELATIONSHIP = "Not given at intake";

/**
 * The emergency contact named at intake, as a contact flagged emergency contact whom staff may call (the
 * client gave them for that). The schema required a phone with the name.
 */
async function addEmergencyContact(
  tx: Db,
  ctx: RequestContext,
  client: ClientRow,
  contact: { name: string; relationship: string | null; phone: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(clientContacts)
    .values({
      organizationId: client.organizationId,
      clientId: client.id,
      name: contact.name,
      relationship: contact.relationship ?? INTAKE_UNSTATED_RELATIONSHIP,
      phone: contact.phone,
      emergencyContact: true,
      mayContact: true,
      createdBy: ctx.user.id,
      updatedBy: ctx.user.id,
    })
    .returning({ id: clientContacts.id });
  return row!.id;
}

/** 409 naming the matches (a read of their records, logged with them). */
async function refuseDuplicate(
  deps: Deps,
  ctx: RequestContext,
  matches: (ClientDuplicate & { id: string })[],
): Promise<never> {
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:create",
    outcome: "denied",
    subjectType: "client",
    details: {
      code: "conflict",
      reason: "possible_duplicate",
      matched: matches.map((m) => m.mrNo),
      clientIds: shownClientIds(matches.map((m) => m.id)),
    },
  });
  const details: ClientDuplicateConflict = { reason: "possible_duplicate", duplicates: matches.map(presentDuplicate) };
  const named = matches.map((m) => `${m.fullname} (${m.mrNo})`).join(", ");
  throw new AppError(
    "conflict",
    `A client with this name and date of birth is already registered: ${named}. Open their chart, or confirm this is another person.`,
    details,
  );
}

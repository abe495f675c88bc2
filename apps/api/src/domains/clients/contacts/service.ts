/**
 * A client's family members and other contacts: list, add, change, remove. Every call opens the chart
 * (404 outside the caller's locations, 403 by role); changes lock it, and removal only stamps
 * removed_at / removed_by so the history keeps who was listed as a contact, and when.
 */
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { ClientContact, ClientContactBody, ClientContactListQuery } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientContacts } from "../../../db/schema";
import type { ClientContactRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, notFound } from "../../../errors";
import { lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { presentContacts } from "./presenter";

type ContactInput = z.output<typeof ClientContactBody>;

/** What a contact's row holds of the form. */
const fieldsOf = (body: ContactInput) => ({
  name: body.name,
  relationship: body.relationship,
  phone: body.phone,
  email: body.email,
  address: body.address,
  legalGuardian: body.legalGuardian,
  emergencyContact: body.emergencyContact,
  mayContact: body.mayContact,
  notes: body.notes,
});

export async function listContacts(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  q: z.output<typeof ClientContactListQuery>,
): Promise<ClientContact[]> {
  const client = await openChart(deps, ctx, mrNo, "client:contacts_read");
  const rows = await deps.db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, client.id), q.includeRemoved ? undefined : isNull(clientContacts.removedAt)))
    // Current contacts first (emergency contacts and guardians leading), then the removed ones, latest first.
    .orderBy(
      sql`${clientContacts.removedAt} IS NOT NULL`,
      desc(clientContacts.removedAt),
      desc(clientContacts.emergencyContact),
      desc(clientContacts.legalGuardian),
      asc(sql`lower(${clientContacts.name})`),
      asc(clientContacts.createdAt),
    );
  await recordChartActivity(deps.db, ctx, "client:contacts_read", client, {
    includeRemoved: q.includeRemoved,
    contactIds: rows.map((r) => r.id),
  });
  return presentContacts(deps.db, rows);
}

/** 409 when another current contact of the client has the same name and relationship (a double entry). */
async function refuseDuplicate(tx: Db, clientId: string, body: ContactInput, exceptId?: string): Promise<void> {
  const [twin] = await tx
    .select({ id: clientContacts.id })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.clientId, clientId),
        isNull(clientContacts.removedAt),
        sql`lower(${clientContacts.name}) = lower(${body.name})`,
        sql`lower(${clientContacts.relationship}) = lower(${body.relationship})`,
        exceptId ? ne(clientContacts.id, exceptId) : undefined,
      ),
    );
  if (twin)
    throw conflict(`${body.name} is already listed as ${body.relationship.toLowerCase()}: change that contact instead`);
}

export async function addContact(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: ContactInput,
): Promise<ClientContact> {
  const client = await openChart(deps, ctx, mrNo, "client:contacts_update");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    await refuseDuplicate(tx, locked.id, body);
    const [created] = await tx
      .insert(clientContacts)
      .values({
        organizationId: locked.organizationId,
        clientId: locked.id,
        ...fieldsOf(body),
        createdBy: ctx.user.id,
        updatedBy: ctx.user.id,
      })
      .returning();
    await recordChartChange(tx, ctx, "client:contacts_update", locked, "contacts", {
      change: "added",
      contactId: created!.id,
      mayContact: created!.mayContact,
    });
    return created!;
  });
  return (await presentContacts(deps.db, [row]))[0]!;
}

/** The client's contact, locked; 404 when it is not theirs, 409 when it was removed (kept as it was). */
async function currentContact(tx: Db, clientId: string, contactId: string): Promise<ClientContactRow> {
  const [row] = await tx
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId)))
    .for("update");
  if (!row) throw notFound("Contact");
  if (row.removedAt) throw conflict("This contact was removed; removed contacts are kept as they were");
  return row;
}

export async function updateContact(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  contactId: string,
  body: ContactInput,
): Promise<ClientContact> {
  const client = await openChart(deps, ctx, mrNo, "client:contacts_update");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    const before = await currentContact(tx, locked.id, contactId);
    await refuseDuplicate(tx, locked.id, body, contactId);
    const fields = fieldsOf(body);
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((key) => fields[key] !== before[key]);
    const [updated] = await tx
      .update(clientContacts)
      .set({ ...fields, updatedBy: ctx.user.id, updatedAt: sql`now()` })
      .where(eq(clientContacts.id, contactId))
      .returning();
    // The field names only: what a contact says stays in the chart, not in the log.
    await recordChartChange(tx, ctx, "client:contacts_update", locked, "contacts", {
      change: "updated",
      contactId,
      changed,
    });
    return updated!;
  });
  return (await presentContacts(deps.db, [row]))[0]!;
}

export async function removeContact(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  contactId: string,
): Promise<ClientContact> {
  const client = await openChart(deps, ctx, mrNo, "client:contacts_update");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    await currentContact(tx, locked.id, contactId);
    const [removed] = await tx
      .update(clientContacts)
      .set({ removedBy: ctx.user.id, removedAt: sql`now()` })
      .where(eq(clientContacts.id, contactId))
      .returning();
    await recordChartChange(tx, ctx, "client:contacts_update", locked, "contacts", { change: "removed", contactId });
    return removed!;
  });
  return (await presentContacts(deps.db, [row]))[0]!;
}

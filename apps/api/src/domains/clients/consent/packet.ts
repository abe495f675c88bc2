/**
 * A disclosure's release packet: what goes to the recipient, made from what the disclosure recorded (the
 * consent's recipient and purpose as they stood, its notice) and the chart documents it released, read from
 * the file store and never changed there. Fetched by those who may disclose, and logged before a byte is
 * sent; a staff member's own download of a document within the program stays the documents tab's.
 */
import { buffer } from "node:stream/consumers";
import { and, eq, inArray } from "drizzle-orm";
import { DISCLOSURE_CATEGORY_LABELS, DISCLOSURE_METHOD_LABELS, DOCUMENT_CATEGORY_LABELS } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import { clientDisclosures, clientDocuments, organizations } from "../../../db/schema";
import type { ClientDisclosureRow, ClientDocumentRow, ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { notFound } from "../../../errors";
import { clinicianRefs } from "../../../kernel/refs";
import { todayInZone } from "../../../kernel/time";
import { openChart, recordChartActivity } from "../chart";
import { openStored } from "../documents/service";
import { dateText } from "../episodes/checks";
import { buildPacket } from "./packetPdf";
import type { PacketCover, PacketDocument } from "./packetPdf";

export interface PacketFile {
  bytes: Uint8Array;
  fileName: string;
}

/** The release packet of the client's disclosure (404 when the client has no such disclosure). */
export async function disclosurePacket(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  disclosureId: string,
): Promise<PacketFile> {
  const client = await openChart(deps, ctx, mrNo, "client:disclosure_packet");
  const [disclosure] = await deps.db
    .select()
    .from(clientDisclosures)
    .where(and(eq(clientDisclosures.id, disclosureId), eq(clientDisclosures.clientId, client.id)));
  if (!disclosure) throw notFound("Disclosure");
  const documents = await releasedDocuments(deps, client, disclosure);
  const packet = await buildPacket(
    await coverOf(deps, client, disclosure),
    documents.map((d) => d.packet),
  );
  await recordChartActivity(deps.db, ctx, "client:disclosure_packet", client, {
    disclosure: "release_packet",
    disclosureId: disclosure.id,
    recipient: disclosure.recipientName,
    documentIds: documents.filter((_, i) => packet.outcomes[i]!.included).map((d) => d.row.id),
    notIncluded: documents.flatMap(({ row }, i) => {
      const outcome = packet.outcomes[i]!;
      return outcome.included ? [] : [{ documentId: row.id, reason: outcome.reason }];
    }),
    pages: packet.pages,
  });
  return { bytes: packet.bytes, fileName: `release-packet-${client.mrNo}-${disclosure.disclosedOn}.pdf` };
}

/** What the cover says, as people read it. */
async function coverOf(deps: Deps, client: ClientRow, disclosure: ClientDisclosureRow): Promise<PacketCover> {
  const [organization] = await deps.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, client.organizationId));
  const people = await clinicianRefs(deps.db, [disclosure.disclosedBy]);
  return {
    organization: organization?.name ?? "",
    client: {
      fullname: `${client.firstName} ${client.lastName}`.trim(),
      mrNo: client.mrNo,
      dateOfBirth: dateText(client.dateOfBirth),
    },
    recipientName: disclosure.recipientName,
    recipientOrganization: disclosure.recipientOrganization,
    purpose: disclosure.purpose,
    categories: disclosure.categories.map((c) => DISCLOSURE_CATEGORY_LABELS[c]),
    description: disclosure.description,
    disclosedOn: dateText(disclosure.disclosedOn),
    method: DISCLOSURE_METHOD_LABELS[disclosure.method],
    disclosedBy: people.get(disclosure.disclosedBy)?.fullname ?? null,
    notice: disclosure.notice,
  };
}

/**
 * The released documents in the order they were released, each with its file; one deleted from the chart
 * since is not sent again (it may have been filed on the wrong chart), and the packet says so.
 */
async function releasedDocuments(
  deps: Deps,
  client: ClientRow,
  disclosure: ClientDisclosureRow,
): Promise<{ row: ClientDocumentRow; packet: PacketDocument }[]> {
  if (disclosure.documentIds.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(clientDocuments)
    .where(and(inArray(clientDocuments.id, disclosure.documentIds), eq(clientDocuments.clientId, client.id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: { row: ClientDocumentRow; packet: PacketDocument }[] = [];
  for (const id of disclosure.documentIds) {
    const row = byId.get(id);
    if (!row) continue;
    const base = { title: row.title, category: DOCUMENT_CATEGORY_LABELS[row.category], contentType: row.contentType };
    out.push({
      row,
      packet: row.deletedAt
        ? {
            ...base,
            bytes: null,
            omitted: `it was deleted from the chart on ${dateText(todayInZone(row.deletedAt))}.`,
          }
        : { ...base, bytes: await buffer(await openStored(deps, row.storageKey)) },
    });
  }
  return out;
}

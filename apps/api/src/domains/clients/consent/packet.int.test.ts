import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PDFArray, PDFDocument, PDFRawStream, StandardFonts, decodePDFRawStream, degrees } from "pdf-lib";
import type { PDFPage } from "pdf-lib";
import { PART2_REDISCLOSURE_NOTICE, PART2_REDISCLOSURE_NOTICE_SHORT, facilityToday } from "@hearth/schema";
import type { ClientConsent, ClientDisclosure, ClientDocument } from "@hearth/schema";
import { SAMPLE_FILES, buildClinician, buildOrganization, postDocument } from "@hearth/testing";
import { activityLog, clientDisclosures } from "../../../db/schema";
import { dateText } from "../episodes/checks";
import { consentTestKit } from "./test/consentTestKit";

const kit = consentTestKit();
const { db, call, riversideClient } = kit;

/** A 6×4 JPEG (wider than tall), as a browser's canvas encodes one. */
const JPEG_6X4 = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAYDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAaEAEAAQUAAAAAAAAAAAAAAAAAAQIFNHKx/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAZEQACAwEAAAAAAAAAAAAAAAAAAwU0cTX/2gAMAwEAAhEDEQA/AIez4tW88gAed6DtKJDUVYf/2Q==",
  "base64",
);

/** A PDF of `pages` pages, each saying which it is; `rotate` turns the last one as a scanner would. */
async function letterPdf(pages: number, o: { rotate?: number } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Referral letter, page ${i}`, { x: 72, y: 700, size: 12, font });
    if (i === pages && o.rotate) page.setRotation(degrees(o.rotate));
  }
  return doc.save();
}

/** A PDF whose trailer names an encryption dictionary: a password-protected file. */
const ENCRYPTED_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n" +
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\n" +
    "4 0 obj <</Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4>> endobj\n" +
    "trailer <</Root 1 0 R /Encrypt 4 0 R>>\n%%EOF\n",
);

async function upload(mrNo: string, name: string, bytes: Uint8Array, title: string): Promise<ClientDocument> {
  const response = await postDocument(
    kit.api(),
    kit.token("therapist"),
    mrNo,
    { category: "medical_records", title },
    { name, bytes },
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { results: ClientDocument }).results;
}

/** A consent to release everything, for as long as these tests run. */
const consentOf = (mrNo: string): Promise<ClientConsent> =>
  kit.addConsent(mrNo, { categories: ["all_records"], expiresOn: "2099-12-31" });

const disclose = (mrNo: string, consentId: string, documentIds?: unknown) =>
  kit.disclose(mrNo, {
    consentId,
    categories: ["medications"],
    description: "Referral letter and the medication list",
    method: "mail",
    ...(documentIds === undefined ? {} : { documentIds }),
  });

async function released(mrNo: string, documentIds: string[]): Promise<ClientDisclosure> {
  const consent = await consentOf(mrNo);
  const response = await disclose(mrNo, consent.id, documentIds);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { results: ClientDisclosure }).results;
}

const packetOf = (mrNo: string, disclosureId: string, who = "therapist") =>
  call(who, "GET", `clients/${mrNo}/disclosures/${disclosureId}/packet`);

/** The text a page's content streams write (Tj strings, in order), decoded. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const source = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString("latin1"))
    .join("\n");
  return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1]!, "hex").toString("latin1"))
    .join(" ");
}

describe("a disclosure's release packet", () => {
  it("is a cover page with the notice in full, then each released PDF's pages and each image, every one stamped", async () => {
    const client = await riversideClient();
    const letter = await upload(client.mrNo, "referral.pdf", await letterPdf(2, { rotate: 90 }), "Referral letter");
    const scan = await upload(client.mrNo, "card.png", SAMPLE_FILES.png, "Insurance card");
    const photo = await upload(client.mrNo, "list.jpg", JPEG_6X4, "Medication list");
    const disclosure = await released(client.mrNo, [letter.id, scan.id, photo.id]);
    expect(disclosure.documents).toEqual([
      {
        id: letter.id,
        title: "Referral letter",
        category: "medical_records",
        contentType: "application/pdf",
        deletedAt: null,
      },
      { id: scan.id, title: "Insurance card", category: "medical_records", contentType: "image/png", deletedAt: null },
      {
        id: photo.id,
        title: "Medication list",
        category: "medical_records",
        contentType: "image/jpeg",
        deletedAt: null,
      },
    ]);
    expect(disclosure.packetUrl).toBe(`/api/auth/clients/${client.mrNo}/disclosures/${disclosure.id}/packet`);
    // The accounting says what went out.
    const accounting = await call("admissions", "GET", `clients/${client.mrNo}/disclosures`);
    expect((accounting.json() as { results: ClientDisclosure[] }).results).toEqual([disclosure]);

    const response = await packetOf(client.mrNo, disclosure.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="release-packet-${client.mrNo}-${facilityToday()}.pdf"; filename*=UTF-8''release-packet-${client.mrNo}-${facilityToday()}.pdf`,
    );
    const packet = await PDFDocument.load(response.rawPayload);
    expect(packet.getPageCount()).toBe(1 + 2 + 1 + 1);
    expect(packet.getSubject()).toBe(PART2_REDISCLOSURE_NOTICE);

    const [cover, ...rest] = packet.getPages().map(pageText);
    for (const words of [
      PART2_REDISCLOSURE_NOTICE,
      `${client.firstName} ${client.lastName}`,
      client.mrNo,
      dateText(client.dateOfBirth),
      "Dr. Alex Rivera",
      "Harbor Primary Care",
      "Coordination of care with the client's primary care physician",
      "Medications",
      "Referral letter and the medication list",
      dateText(facilityToday()),
      "Mail",
      "Theo Ramirez",
      "1. Referral letter (Medical records): 2 pages",
      "2. Insurance card (Medical records): 1 page",
    ])
      expect(cover, words).toContain(words);
    // The letter's own pages, as they were, each with the short notice; then the images.
    expect(rest[0]).toContain("Referral letter, page 1");
    expect(rest[1]).toContain("Referral letter, page 2");
    for (const text of rest) expect(text).toContain(PART2_REDISCLOSURE_NOTICE_SHORT);
    const pages = packet.getPages();
    expect(pages[2]!.getRotation().angle).toBe(90);
    expect(pages[3]!.getSize()).toEqual({ width: 612, height: 792 });
    expect(pages[4]!.getSize()).toEqual({ width: 792, height: 612 });

    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:disclosure_packet"), eq(activityLog.subjectId, client.mrNo)));
    expect(line).toMatchObject({
      outcome: "success",
      actorId: expect.any(String),
      details: expect.objectContaining({
        disclosureId: disclosure.id,
        documentIds: [letter.id, scan.id, photo.id],
        notIncluded: [],
        pages: 5,
        clientIds: [client.id],
      }),
    });
  });

  it("puts a page in place of a document it cannot include, saying which and why", async () => {
    const client = await riversideClient();
    const locked = await upload(client.mrNo, "locked.pdf", ENCRYPTED_PDF, "Court order");
    const webp = await upload(client.mrNo, "scan.webp", SAMPLE_FILES.webp, "Photo ID");
    const gone = await upload(client.mrNo, "old.pdf", await letterPdf(1), "Old letter");
    const damaged = await upload(client.mrNo, "torn.pdf", Buffer.from(`%PDF-1.7\n${"x".repeat(200)}`), "Lab report");
    const kept = await upload(client.mrNo, "kept.pdf", await letterPdf(3), "Discharge summary");
    const disclosure = await released(client.mrNo, [locked.id, webp.id, gone.id, damaged.id, kept.id]);
    const deleted = await call("admin", "DELETE", `clients/${client.mrNo}/documents/${gone.id}`, {
      reason: "Filed on the wrong chart",
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const response = await packetOf(client.mrNo, disclosure.id);
    expect(response.statusCode, response.body).toBe(200);
    const packet = await PDFDocument.load(response.rawPayload);
    expect(packet.getPageCount()).toBe(1 + 1 + 1 + 1 + 1 + 3);
    const [cover, lockedPage, webpPage, gonePage, damagedPage, ...keptPages] = packet.getPages().map(pageText);
    expect(cover).toContain(
      "1. Court order (Medical records): not included, it is an encrypted (password-protected) PDF",
    );
    expect(cover).toContain("2. Photo ID (Medical records): not included, WebP images cannot be placed in a PDF.");
    expect(cover).toContain(
      `3. Old letter (Medical records): not included, it was deleted from the chart on ${dateText(facilityToday())}.`,
    );
    expect(cover).toContain(
      "4. Lab report (Medical records): not included, it could not be read as a PDF (the file is damaged).",
    );
    expect(cover).toContain("5. Discharge summary (Medical records): 3 pages");
    expect(lockedPage).toContain("Document 1 of 5 could not be included Court order (Medical records)");
    expect(lockedPage).toContain("it is an encrypted (password-protected) PDF");
    expect(webpPage).toContain("Document 2 of 5 could not be included Photo ID");
    expect(gonePage).toContain("Document 3 of 5 could not be included Old letter");
    expect(damagedPage).toContain("Document 4 of 5 could not be included Lab report");
    expect(keptPages.map((text) => text.replace(` ${PART2_REDISCLOSURE_NOTICE_SHORT}`, ""))).toEqual([
      "Referral letter, page 1",
      "Referral letter, page 2",
      "Referral letter, page 3",
    ]);
    for (const text of [lockedPage, webpPage, gonePage, damagedPage])
      expect(text).toContain(PART2_REDISCLOSURE_NOTICE_SHORT);
    // The accounting still names every document released, the deleted one marked.
    const accounting = await call("therapist", "GET", `clients/${client.mrNo}/disclosures`);
    const [listed] = (accounting.json() as { results: ClientDisclosure[] }).results;
    expect(listed!.documents.map((d) => [d.title, d.deletedAt !== null])).toEqual([
      ["Court order", false],
      ["Photo ID", false],
      ["Old letter", true],
      ["Lab report", false],
      ["Discharge summary", false],
    ]);
    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:disclosure_packet"), eq(activityLog.subjectId, client.mrNo)));
    expect(line!.details).toMatchObject({
      documentIds: [kept.id],
      notIncluded: [
        { documentId: locked.id, reason: expect.stringMatching(/encrypted/) },
        { documentId: webp.id, reason: expect.stringMatching(/WebP/) },
        { documentId: gone.id, reason: expect.stringMatching(/deleted/) },
        { documentId: damaged.id, reason: expect.stringMatching(/damaged/) },
      ],
    });
  });

  it("of a disclosure that released no documents is the cover page alone", async () => {
    const client = await riversideClient();
    const disclosure = await released(client.mrNo, []);
    expect(disclosure.documents).toEqual([]);
    const packet = await PDFDocument.load((await packetOf(client.mrNo, disclosure.id)).rawPayload);
    expect(packet.getPageCount()).toBe(1);
    expect(pageText(packet.getPage(0))).toContain("None: this disclosure released no documents from the chart.");
  });
});

describe("released documents", () => {
  it("must be current documents of this client: 400 naming documentIds, nothing saved", async () => {
    const client = await riversideClient();
    const other = await riversideClient();
    const own = await upload(client.mrNo, "own.pdf", await letterPdf(1), "Own letter");
    const foreign = await upload(other.mrNo, "foreign.pdf", await letterPdf(1), "Another client's letter");
    const deleted = await upload(client.mrNo, "deleted.pdf", await letterPdf(1), "Deleted letter");
    await call("admin", "DELETE", `clients/${client.mrNo}/documents/${deleted.id}`, { reason: "Duplicate" });
    const consent = await consentOf(client.mrNo);
    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    const refusals: [unknown, RegExp][] = [
      [[foreign.id], /^documentIds: must be a current document of this client's chart \(not deleted\)$/],
      [[deleted.id], /^documentIds: must be a current document of this client's chart/],
      [[crypto.randomUUID()], /^documentIds: must be a current document of this client's chart/],
      [
        [own.id, foreign.id],
        /^documentIds: must all be current documents of this client's chart \(not deleted\): 1 of 2 are not$/,
      ],
      [[own.id, own.id], /^documentIds: names a document more than once$/],
      [many, /^documentIds: must name at most 20 documents$/],
      [["not-an-id"], /^documentIds\.0: must be an id$/],
    ];
    for (const [documentIds, message] of refusals) {
      const response = await disclose(client.mrNo, consent.id, documentIds);
      expect(response.statusCode, JSON.stringify(documentIds)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await db().select().from(clientDisclosures).where(eq(clientDisclosures.clientId, client.id))).toEqual([]);
    // Without documentIds (or null) a disclosure releases none, as before.
    const plain = await disclose(client.mrNo, consent.id);
    expect(plain.statusCode).toBe(201);
    expect((plain.json() as { results: ClientDisclosure }).results.documents).toEqual([]);
  });
});

describe("who may fetch a packet", () => {
  it("those who may disclose; other roles 403; outside their scope, or no such disclosure of this client, 404", async () => {
    const client = await riversideClient();
    const other = await riversideClient();
    const disclosure = await released(client.mrNo, []);
    const elsewhere = await released(other.mrNo, []);
    const before = await db().select().from(activityLog).where(eq(activityLog.action, "client:disclosure_packet"));

    expect((await packetOf(client.mrNo, disclosure.id, "admissions")).statusCode).toBe(200);
    expect((await packetOf(client.mrNo, disclosure.id, "admin")).statusCode).toBe(200);
    const nurse = await packetOf(client.mrNo, disclosure.id, "nurse");
    expect(nurse.statusCode).toBe(403);
    expect(nurse.json().error.code).toBe("forbidden");
    expect((await packetOf(client.mrNo, disclosure.id, "nurse2")).statusCode).toBe(404);
    expect((await packetOf(client.mrNo, disclosure.id, "client")).statusCode).toBe(404);
    expect((await packetOf(client.mrNo, elsewhere.id)).statusCode).toBe(404);
    expect((await packetOf(client.mrNo, crypto.randomUUID())).statusCode).toBe(404);
    expect((await packetOf("HRT-999999", disclosure.id)).statusCode).toBe(404);
    expect((await packetOf(client.mrNo, "not-an-id")).statusCode).toBe(400);
    expect((await call("", "GET", `clients/${client.mrNo}/disclosures/${disclosure.id}/packet`)).statusCode).toBe(401);

    const stranger = await buildOrganization(db());
    const admin = await buildClinician(db(), {
      organizationId: stranger.organizationId,
      locationIds: [stranger.locationId],
      role: "admin",
    });
    const { token } = await kit.api().loginAs(admin.email, admin.password);
    expect((await packetOf(client.mrNo, disclosure.id, token)).statusCode).toBe(404);

    // Only the two served fetches were logged as packets.
    const after = await db().select().from(activityLog).where(eq(activityLog.action, "client:disclosure_packet"));
    expect(
      after.filter((l) => l.outcome === "success").length - before.filter((l) => l.outcome === "success").length,
    ).toBe(2);
  });
});

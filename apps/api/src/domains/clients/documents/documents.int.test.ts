import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { ClientDocument } from "@hearth/schema";
import { buildClientDocument, postDocument, putProfilePhoto, SAMPLE_FILES, EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { activityLog, clientDocuments, clientProfilePhotos } from "../../../db/schema";
import { clientChartTestKit } from "../test/clientChartTestKit";

const { api, org, token, ids, db, call, riversideClient } = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const MB = 1024 * 1024;
const pdf = { name: "intake packet.pdf", bytes: SAMPLE_FILES.pdf, type: "application/pdf" };
const upload = (
  who: string,
  mrNo: string,
  file = pdf,
  fields: Record<string, string> = { category: "intake_paperwork" },
) => postDocument(api(), token(who), mrNo, fields, file);

/** Every stored file, as paths under the data directory. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(api().dataDir, "documents");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const rowCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(clientDocuments)
  )[0]!.n;
const linesOf = (mrNo: string, action: string) =>
  db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, mrNo), eq(activityLog.action, action)));

describe("uploading a document", () => {
  it("stores the file under the data directory and a row with its detected type, size and hash, logged and announced", async () => {
    const client = await riversideClient();
    const answer = await upload(
      "therapist",
      client.mrNo,
      { ...pdf, type: "application/octet-stream" },
      {
        category: "intake_paperwork",
        title: "Intake packet, signed",
      },
    );
    expect(answer.statusCode).toBe(201);
    const document = answer.json().results as ClientDocument;
    expect(document).toMatchObject({
      title: "Intake packet, signed",
      category: "intake_paperwork",
      fileName: "intake packet.pdf",
      contentType: "application/pdf",
      size: SAMPLE_FILES.pdf.length,
      sha256: createHash("sha256").update(SAMPLE_FILES.pdf).digest("hex"),
      uploadedBy: { id: ids("therapist") },
      deletedAt: null,
      downloadUrl: `/api/auth/clients/${client.mrNo}/documents/${document.id}/download`,
    });
    const [row] = await db().select().from(clientDocuments).where(eq(clientDocuments.id, document.id));
    expect(row!.storageKey).toMatch(new RegExp(`^documents/${org().organizationId}/[0-9a-f-]{36}$`));
    const stored = path.join(api().dataDir, ...row!.storageKey.split("/"));
    expect(await readFile(stored)).toEqual(SAMPLE_FILES.pdf);
    // Only the file itself: the temporary name it was written under is gone.
    expect((await storedFiles()).filter((f) => f.includes(org().organizationId))).toContain(stored);
    expect((await storedFiles()).some((f) => f.endsWith(".partial"))).toBe(false);

    const [line] = await linesOf(client.mrNo, "client:document_upload");
    expect(line).toMatchObject({ outcome: "success", actorId: ids("therapist") });
    expect(line!.details).toMatchObject({ change: "uploaded", documentId: document.id, clientIds: [client.id] });
    await api().api.deps.relay.flush();
    expect(
      api().events.some(
        (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "documents",
      ),
    ).toBe(true);
  });

  it("takes the title from the file's name when none is given, and cleans the name of paths and control characters", async () => {
    const client = await riversideClient();
    const answer = await upload(
      "admissions",
      client.mrNo,
      { ...pdf, name: "C:\\fakepath\\Consent\u202eform\u0007.pdf" },
      { category: "consent_release", title: "  " },
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().results).toMatchObject({ fileName: "Consentform.pdf", title: "Consentform" });
  });

  it("is open to every staff role at the client's location; another location's staff and portal clients get 404", async () => {
    const client = await riversideClient();
    for (const who of ["admin", "supervisor", "therapist", "nurse", "physician", "bht", "admissions"])
      expect((await upload(who, client.mrNo)).statusCode, who).toBe(201);
    const before = await storedFiles();
    for (const who of ["nurse2", "client"]) expect((await upload(who, client.mrNo)).statusCode, who).toBe(404);
    expect((await upload("admin", "HRT-404404")).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it("reads the type from the bytes: a program or a page named .pdf gets 415 with the accepted types, a PDF declared as PNG is a PDF", async () => {
    const client = await riversideClient();
    const rows = await rowCount();
    const files = await storedFiles();
    for (const disguised of [
      { name: "lab results.pdf", bytes: SAMPLE_FILES.exe, type: "application/pdf" },
      { name: "lab results.pdf", bytes: SAMPLE_FILES.html, type: "application/pdf" },
      { name: "notes.txt", bytes: Buffer.from("Plain text, nothing more."), type: "image/png" },
    ]) {
      const answer = await upload("therapist", client.mrNo, disguised);
      expect(answer.statusCode).toBe(415);
      expect(answer.json().error).toEqual({
        code: "unsupported_media_type",
        message:
          "A document must be a PDF, PNG, JPEG, WebP or HEIC file; this file's content is none of those, whatever its name says.",
      });
    }
    // Refused: no row, no file.
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);

    const declaredPng = await upload("therapist", client.mrNo, {
      name: "scan.png",
      bytes: SAMPLE_FILES.pdf,
      type: "image/png",
    });
    expect(declaredPng.json().results).toMatchObject({ contentType: "application/pdf", fileName: "scan.png" });
    // Saved with the extension of what it is.
    const download = await call("therapist", "GET", declaredPng.json().results.downloadUrl);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain('filename="scan.png.pdf"');

    for (const [kind, bytes, type] of [
      ["png", SAMPLE_FILES.png, "image/png"],
      ["jpeg", SAMPLE_FILES.jpeg, "image/jpeg"],
      ["webp", SAMPLE_FILES.webp, "image/webp"],
      ["heic", SAMPLE_FILES.heic, "image/heic"],
    ] as const) {
      const answer = await upload(
        "therapist",
        client.mrNo,
        { name: `card.${kind}`, bytes, type: "text/plain" },
        {
          category: "insurance_card",
        },
      );
      expect(answer.statusCode, kind).toBe(201);
      expect(answer.json().results.contentType).toBe(type);
    }
  });

  it("refuses a file over 20 MB with 413 and its size, and an empty file or none with 400; nothing is stored", async () => {
    const client = await riversideClient();
    const rows = await rowCount();
    const files = await storedFiles();
    const big = Buffer.alloc(Math.round(27.3 * MB) - 1000, 0x20);
    SAMPLE_FILES.pdf.copy(big);
    const tooLarge = await upload("therapist", client.mrNo, { ...pdf, bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toEqual({
      code: "payload_too_large",
      message: "The file is 27.3 MB; the limit is 20 MB.",
    });
    const justOver = await upload("therapist", client.mrNo, { ...pdf, bytes: big.subarray(0, 20 * MB + 1) });
    expect(justOver.json().error.message).toBe("The file is 20.1 MB; the limit is 20 MB.");
    const empty = await upload("therapist", client.mrNo, { ...pdf, bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("file: is empty");
    const none = await postDocument(api(), token("therapist"), client.mrNo, { category: "other" });
    expect(none.json().error.message).toBe("file: must be a file");
    const badCategory = await upload("therapist", client.mrNo, pdf, { category: "selfies" });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error.message).toMatch(/^category: must be one of intake_paperwork/);
    const nul = await upload("therapist", client.mrNo, pdf, { category: "other", title: "Lab\u0000results" });
    expect(nul.json().error.message).toBe("title: must not contain a NUL character (U+0000)");
    const bidi = await upload("therapist", client.mrNo, pdf, { category: "other", title: "Lab\u202eresults" });
    expect(bidi.json().error.message).toBe("title: must not contain control characters");
    const noCategory = await upload("therapist", client.mrNo, pdf, { title: "Lab results" });
    expect(noCategory.json().error.message).toMatch(/^category: must be one of intake_paperwork, consent_release/);
    const json = await call("therapist", "POST", `clients/${client.mrNo}/documents`, {
      category: "other",
      file: SAMPLE_FILES.pdf.toString("base64"),
    });
    expect(json.statusCode).toBe(415);
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it("removes the stored file when the row cannot be written", async () => {
    const client = await riversideClient();
    // A database that refuses this one row after the file is stored.
    await db().execute(sql`
      CREATE FUNCTION refuse_test_document() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'Refused by the database' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$`);
    await db().execute(sql`
      CREATE TRIGGER refuse_test_document BEFORE INSERT ON client_documents
      FOR EACH ROW EXECUTE FUNCTION refuse_test_document()`);
    try {
      const files = await storedFiles();
      const answer = await upload("therapist", client.mrNo, pdf, {
        category: "other",
        title: "Refused by the database",
      });
      expect(answer.statusCode).toBe(500);
      expect(await storedFiles()).toEqual(files);
      expect(await linesOf(client.mrNo, "client:document_upload")).toEqual([]);
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_test_document ON client_documents`);
      await db().execute(sql`DROP FUNCTION refuse_test_document()`);
    }
  });

  it("takes two uploads to one chart at the same moment, both kept", async () => {
    const client = await riversideClient();
    const [a, b] = await Promise.all([upload("therapist", client.mrNo), upload("nurse", client.mrNo)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const listed = await call("admin", "GET", `clients/${client.mrNo}/documents`);
    expect(listed.json().results).toHaveLength(2);
  });
});

describe("listing and downloading", () => {
  it("lists by category for every staff role, and logs each read", async () => {
    const client = await riversideClient();
    await buildClientDocument(api(), token("therapist"), client.mrNo, { category: "lab_results", title: "CBC" });
    await buildClientDocument(api(), token("therapist"), client.mrNo, {
      category: "identification",
      title: "Driver licence",
    });
    for (const who of ["admin", "supervisor", "therapist", "nurse", "physician", "bht", "admissions"]) {
      const all = await call(who, "GET", `clients/${client.mrNo}/documents`);
      expect(all.statusCode, who).toBe(200);
      expect(all.json().results.map((d: ClientDocument) => d.title)).toEqual(["Driver licence", "CBC"]);
    }
    const labs = await call("nurse", "GET", `clients/${client.mrNo}/documents?category=lab_results`);
    expect(labs.json().results.map((d: ClientDocument) => d.title)).toEqual(["CBC"]);
    expect((await call("nurse", "GET", `clients/${client.mrNo}/documents?category=selfies`)).statusCode).toBe(400);
    expect(await linesOf(client.mrNo, "client:documents_read")).toHaveLength(8);
  });

  it("streams the bytes as uploaded, with the detected type, as an attachment that is never sniffed or cached; logged as a disclosure", async () => {
    const client = await riversideClient();
    const document = await buildClientDocument(api(), token("therapist"), client.mrNo);
    const answer = await call("bht", "GET", document.downloadUrl!);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(SAMPLE_FILES.pdf);
    expect(answer.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(SAMPLE_FILES.pdf.length),
      "content-disposition": `attachment; filename="release.pdf"; filename*=UTF-8''release.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
    const [line] = await linesOf(client.mrNo, "client:document_download");
    expect(line).toMatchObject({ outcome: "success", actorId: ids("bht") });
    expect(line!.details).toMatchObject({ disclosure: "download", documentId: document.id, sha256: document.sha256 });
  });

  it("never serves a document to anyone who may not see the client, by its real address", async () => {
    const client = await riversideClient();
    const other = await riversideClient();
    const document = await buildClientDocument(api(), token("therapist"), client.mrNo);
    for (const who of ["nurse2", "client"]) {
      const answer = await call(who, "GET", document.downloadUrl!);
      expect(answer.statusCode, who).toBe(404);
      expect(answer.body).not.toContain("%PDF");
      expect((await call(who, "GET", `clients/${client.mrNo}/documents`)).statusCode, who).toBe(404);
    }
    expect((await call("", "GET", document.downloadUrl!)).statusCode).toBe(401);
    // Another client's chart does not reach it either.
    const elsewhere = await call("admin", "GET", `clients/${other.mrNo}/documents/${document.id}/download`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await linesOf(client.mrNo, "client:document_download")).map((l) => l.outcome)).toEqual([
      "denied",
      "denied",
    ]);
  });

  it("says so when the client's name has letters beyond ASCII", async () => {
    const client = await riversideClient();
    const answer = await upload("therapist", client.mrNo, { ...pdf, name: "Évaluation médicale.pdf" });
    const download = await call("therapist", "GET", answer.json().results.downloadUrl);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="_valuation m_dicale.pdf"; filename*=UTF-8''%C3%89valuation%20m%C3%A9dicale.pdf`,
    );
  });
});

describe("deleting a document", () => {
  it("is for administrators and supervisors, with a reason; the file is kept, the chart shows it deleted", async () => {
    const client = await riversideClient();
    const document = await buildClientDocument(api(), token("therapist"), client.mrNo);
    const url = `/api/auth/clients/${client.mrNo}/documents/${document.id}`;
    for (const who of ["therapist", "nurse", "physician", "bht", "admissions"])
      expect((await call(who, "DELETE", url, { reason: "Wrong client" })).statusCode, who).toBe(403);
    expect((await call("nurse2", "DELETE", url, { reason: "Wrong client" })).statusCode).toBe(404);
    expect((await call("supervisor", "DELETE", url, {})).json().error.message).toBe("reason: is required");
    expect((await call("supervisor", "DELETE", url, { reason: "   " })).json().error.message).toBe(
      "reason: must not be empty",
    );

    const deleted = await call("supervisor", "DELETE", url, { reason: "Scanned into the wrong chart" });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().results).toMatchObject({
      deletedBy: { id: ids("supervisor") },
      deletionReason: "Scanned into the wrong chart",
      downloadUrl: null,
    });
    expect((await call("admin", "DELETE", url, { reason: "Again" })).statusCode).toBe(409);
    expect((await call("therapist", "GET", document.downloadUrl!)).statusCode).toBe(409);
    expect((await call("therapist", "GET", `clients/${client.mrNo}/documents`)).json().results).toEqual([]);
    const withDeleted = await call("therapist", "GET", `clients/${client.mrNo}/documents?includeDeleted=true`);
    expect(withDeleted.json().results.map((d: ClientDocument) => d.deletionReason)).toEqual([
      "Scanned into the wrong chart",
    ]);
    // Retained: the bytes are still in the store.
    const [row] = await db().select().from(clientDocuments).where(eq(clientDocuments.id, document.id));
    expect(await readFile(path.join(api().dataDir, ...row!.storageKey.split("/")))).toEqual(SAMPLE_FILES.pdf);
    const lines = await linesOf(client.mrNo, "client:document_delete");
    expect(lines.filter((l) => l.outcome === "success").map((l) => l.details)).toEqual([
      expect.objectContaining({ change: "deleted", documentId: document.id }),
    ]);
  });
});

describe("the profile photo", () => {
  it("is changed by those who keep the record, shown to staff who may see the client, and revalidated by its tag", async () => {
    const client = await riversideClient();
    const url = `/api/auth/clients/${client.mrNo}/profile-photo`;
    expect((await call("therapist", "GET", url)).statusCode).toBe(404);
    const png = { name: "face.png", bytes: SAMPLE_FILES.png, type: "image/png" };
    for (const who of ["nurse", "physician", "bht"])
      expect((await putProfilePhoto(api(), token(who), client.mrNo, png)).statusCode, who).toBe(403);
    expect((await putProfilePhoto(api(), token("nurse2"), client.mrNo, png)).statusCode).toBe(404);
    const set = await putProfilePhoto(api(), token("admissions"), client.mrNo, png);
    expect(set.statusCode).toBe(200);
    expect(set.json().results).toMatchObject({ contentType: "image/png", uploadedBy: { id: ids("admissions") } });

    const shown = await call("bht", "GET", url);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload).toEqual(SAMPLE_FILES.png);
    expect(shown.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-cache",
    });
    const again = await api().request({
      method: "GET",
      url,
      token: token("bht"),
      headers: { "if-none-match": String(shown.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    for (const who of ["nurse2", "client"]) expect((await call(who, "GET", url)).statusCode, who).toBe(404);
    // A cached copy is no key: another location's staff are refused even with the tag.
    const tagged = await api().request({
      method: "GET",
      url,
      token: token("nurse2"),
      headers: { "if-none-match": String(shown.headers.etag) },
    });
    expect(tagged.statusCode).toBe(404);

    const webp = await putProfilePhoto(api(), token("therapist"), client.mrNo, {
      name: "new.webp",
      bytes: SAMPLE_FILES.webp,
    });
    expect(webp.statusCode).toBe(200);
    expect((await call("nurse", "GET", url)).headers["content-type"]).toBe("image/webp");
    const photos = await db().select().from(clientProfilePhotos).where(eq(clientProfilePhotos.clientId, client.id));
    expect(photos).toHaveLength(2);
    const views = await linesOf(client.mrNo, "client:demographics_read");
    expect(views.filter((l) => l.outcome === "success").map((l) => (l.details as { part?: string }).part)).toEqual([
      "profile_photo",
      "profile_photo",
      "profile_photo",
    ]);
    await api().api.deps.relay.flush();
    expect(
      api().events.some(
        (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "summary",
      ),
    ).toBe(true);
  });

  it("takes PNG, JPEG or WebP up to 5 MB: a PDF, a HEIC photo or a larger image is refused and nothing is stored", async () => {
    const client = await riversideClient();
    const files = await storedFiles();
    for (const bytes of [SAMPLE_FILES.pdf, SAMPLE_FILES.heic, SAMPLE_FILES.html]) {
      const answer = await putProfilePhoto(api(), token("therapist"), client.mrNo, {
        name: "photo.jpg",
        bytes,
        type: "image/jpeg",
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json().error.message).toBe(
        "A profile photo must be a PNG, JPEG or WebP file; this file's content is none of those, whatever its name says.",
      );
    }
    const large = Buffer.alloc(6 * MB);
    SAMPLE_FILES.png.copy(large);
    const tooLarge = await putProfilePhoto(api(), token("therapist"), client.mrNo, { name: "photo.png", bytes: large });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe("The file is 6 MB; the limit is 5 MB.");
    // Past five times the limit it is no longer read to the end.
    const huge = Buffer.alloc(26 * MB);
    const cut = await putProfilePhoto(api(), token("therapist"), client.mrNo, { name: "photo.png", bytes: huge });
    expect(cut.json().error.message).toBe("The file is larger than 25 MB; the limit is 5 MB.");
    expect(await db().select().from(clientProfilePhotos).where(eq(clientProfilePhotos.clientId, client.id))).toEqual(
      [],
    );
    expect(await storedFiles()).toEqual(files);
  });
});

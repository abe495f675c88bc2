/**
 * A disclosure's release packet as one PDF: a cover page saying what was released to whom, with the
 * §2.32 notice in full, then each released document — a PDF's pages copied (the stored original is never
 * touched, so a signed PDF stays valid as stored), an image scaled onto a page of its own — every
 * document page stamped with the notice's short form. A document that cannot be placed (encrypted,
 * damaged, an image type a PDF cannot hold) gets a page saying so and why, and the cover lists it as not
 * included: the packet still accounts for everything the disclosure released.
 */
import { PDFDocument, StandardFonts, degrees, rgb } from "pdf-lib";
import type { PDFFont, PDFImage, PDFPage } from "pdf-lib";
import { FILE_TYPE_NAMES, PART2_REDISCLOSURE_NOTICE_SHORT } from "@hearth/schema";
import type { StoredFileType } from "@hearth/schema";
import { writeCover } from "./packetCover";
import type { PacketCover, PacketOutcome } from "./packetCover";
import { GREY, LETTER, MARGIN, fit, wrapText } from "./packetText";
import type { PacketFonts } from "./packetText";

export type { PacketCover, PacketOutcome } from "./packetCover";

const FOOTER_SIZE = 8;
const DAMAGED_PDF = "it could not be read as a PDF (the file is damaged).";

export interface PacketDocument {
  title: string;
  /** Its category, as people read it. */
  category: string;
  contentType: StoredFileType;
  /** The stored file; null when it is not to be included, `omitted` saying why. */
  bytes: Uint8Array | null;
  omitted?: string;
}

export interface Packet {
  bytes: Uint8Array;
  pages: number;
  /** What became of each released document, in order. */
  outcomes: PacketOutcome[];
}

/** The document's pages, ready to add to the packet, or why it cannot be included. */
type Prepared = { pages: PDFPage[] } | { image: PDFImage } | { reason: string };

export async function buildPacket(cover: PacketCover, documents: readonly PacketDocument[]): Promise<Packet> {
  const packet = await PDFDocument.create();
  const fonts: PacketFonts = {
    regular: await packet.embedFont(StandardFonts.Helvetica),
    bold: await packet.embedFont(StandardFonts.HelveticaBold),
  };
  const prepared: Prepared[] = [];
  for (const document of documents) prepared.push(await prepare(packet, fonts, document));
  const outcomes: PacketOutcome[] = prepared.map((p) =>
    "reason" in p
      ? { included: false, reason: p.reason }
      : { included: true, pages: "pages" in p ? p.pages.length : 1 },
  );

  writeCover(packet, fonts, cover, documents, outcomes);
  prepared.forEach((p, index) => {
    const document = documents[index]!;
    if ("pages" in p) for (const page of p.pages) packet.addPage(page);
    else if ("image" in p) imagePage(packet, fonts, document, p.image);
    else omittedPage(packet, fonts, document, p.reason, index, documents.length);
  });

  packet.setTitle(`Release of information: ${cover.client.mrNo}, ${cover.disclosedOn}`);
  packet.setSubject(cover.notice);
  packet.setAuthor(cover.organization);
  packet.setCreator("Hearth");
  packet.setProducer("Hearth");
  return { bytes: await packet.save(), pages: packet.getPageCount(), outcomes };
}

/** Loads, copies and stamps a document's pages (or embeds its image) without adding them yet. */
async function prepare(packet: PDFDocument, fonts: PacketFonts, document: PacketDocument): Promise<Prepared> {
  if (!document.bytes) return { reason: document.omitted ?? "it could not be read." };
  if (document.contentType === "application/pdf") {
    let source: PDFDocument;
    try {
      // Loaded even when encrypted, to tell that apart from a damaged file (pdf-lib's own error is not an instance one can test).
      source = await PDFDocument.load(document.bytes, { updateMetadata: false, ignoreEncryption: true });
    } catch {
      return { reason: DAMAGED_PDF };
    }
    if (source.isEncrypted)
      return { reason: "it is an encrypted (password-protected) PDF, whose pages cannot be copied into the packet." };
    try {
      if (source.getPageCount() === 0) return { reason: "the PDF has no pages." };
      const pages = await packet.copyPages(source, source.getPageIndices());
      for (const page of pages) stampFooter(page, fonts.regular);
      return { pages };
    } catch {
      return { reason: DAMAGED_PDF };
    }
  }
  try {
    if (document.contentType === "image/png") return { image: await packet.embedPng(document.bytes) };
    if (document.contentType === "image/jpeg") return { image: await packet.embedJpg(document.bytes) };
  } catch {
    return { reason: "the image could not be read (the file is damaged)." };
  }
  return { reason: `${FILE_TYPE_NAMES[document.contentType]} images cannot be placed in a PDF.` };
}

/**
 * The short notice at the foot of the page as it is shown (a page's /Rotate turns its content), over a
 * white band so that it reads on top of whatever the page has there.
 */
export function stampFooter(page: PDFPage, font: PDFFont): void {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const sideways = rotation === 90 || rotation === 270;
  const shownWidth = sideways ? box.height : box.width;
  const text = PART2_REDISCLOSURE_NOTICE_SHORT;
  const size = Math.min(FOOTER_SIZE, (shownWidth - 24) / font.widthOfTextAtSize(text, 1));
  const width = font.widthOfTextAtSize(text, size);
  // In the page as shown: x to the right, y up, from its bottom left corner.
  const shown = { x: (shownWidth - width) / 2, y: 10 };
  const toPage = (x: number, y: number): { x: number; y: number } => {
    switch (rotation) {
      case 90:
        return { x: box.x + box.width - y, y: box.y + x };
      case 180:
        return { x: box.x + box.width - x, y: box.y + box.height - y };
      case 270:
        return { x: box.x + y, y: box.y + box.height - x };
      default:
        return { x: box.x + x, y: box.y + y };
    }
  };
  const turn = degrees(rotation);
  const band = toPage(shown.x - 4, shown.y - 3);
  page.drawRectangle({ ...band, width: width + 8, height: size + 5, color: rgb(1, 1, 1), rotate: turn });
  page.drawText(text, { ...toPage(shown.x, shown.y), size, font, color: rgb(0, 0, 0), rotate: turn });
}

/** An image on a page of its own (landscape when it is wider than tall), scaled to fit, with its title above it. */
function imagePage(packet: PDFDocument, fonts: PacketFonts, document: PacketDocument, image: PDFImage): void {
  const [short, long] = LETTER;
  const landscape = image.width > image.height;
  const page = packet.addPage(landscape ? [long, short] : [short, long]);
  const { width, height } = page.getSize();
  const caption = fit(fonts.regular, `${document.title} (${document.category})`, 9, width - 2 * 36);
  page.drawText(caption, { x: 36, y: height - 30, size: 9, font: fonts.regular, color: GREY });
  const room = { width: width - 2 * 36, height: height - 36 - 44 };
  const scale = Math.min(room.width / image.width, room.height / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  page.drawImage(image, {
    x: (width - drawn.width) / 2,
    y: 36 + (room.height - drawn.height) / 2,
    ...drawn,
  });
  stampFooter(page, fonts.regular);
}

/** The page standing in for a document that could not be included: which one, and why. */
function omittedPage(
  packet: PDFDocument,
  fonts: PacketFonts,
  document: PacketDocument,
  reason: string,
  index: number,
  count: number,
): void {
  const page = packet.addPage(LETTER);
  const width = LETTER[0] - 2 * MARGIN;
  let y = LETTER[1] - MARGIN - 16;
  const line = (text: string, font: PDFFont, size: number) => {
    for (const part of wrapText(font, text, size, width)) {
      page.drawText(part, { x: MARGIN, y, size, font });
      y -= size * 1.4;
    }
  };
  line(`Document ${index + 1} of ${count} could not be included`, fonts.bold, 16);
  y -= 8;
  line(`${document.title} (${document.category})`, fonts.bold, 11);
  line(`It was released with this disclosure but is not in this packet: ${reason}`, fonts.regular, 11);
  line("Ask the sender for a copy in another form.", fonts.regular, 11);
  stampFooter(page, fonts.regular);
}

/**
 * The packet's cover page: whose records, released to whom, why, what, when, how and by whom, the
 * documents enclosed (or why one is not), and the §2.32 notice in full at a readable size. Long answers
 * run onto a second page rather than shrink; the notice is never split across pages.
 */
import { rgb } from "pdf-lib";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { GREY, LETTER, MARGIN, wrapText } from "./packetText";
import type { PacketFonts } from "./packetText";

export interface PacketCover {
  /** The organization that disclosed. */
  organization: string;
  client: { fullname: string; mrNo: string; dateOfBirth: string };
  recipientName: string;
  recipientOrganization: string | null;
  purpose: string;
  /** What was disclosed, as people read it. */
  categories: string[];
  description: string | null;
  disclosedOn: string;
  method: string;
  disclosedBy: string | null;
  /** The notice stored with the disclosure, in full. */
  notice: string;
}

/** What became of a released document: in the packet with its pages, or not, and why. */
export type PacketOutcome = { included: true; pages: number } | { included: false; reason: string };

const LABEL_WIDTH = 130;
const BODY = 10.5;
const LEADING = 1.35;

/** Text laid down the page from the top, onto a new page when the next block does not fit. */
class Flow {
  private page!: PDFPage;
  private y = 0;
  readonly width = LETTER[0] - 2 * MARGIN;

  constructor(
    private readonly packet: PDFDocument,
    readonly fonts: PacketFonts,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.packet.addPage(LETTER);
    this.y = LETTER[1] - MARGIN;
  }

  /** Room for `height` points on this page, else a new one. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  lines(text: string, o: { font?: PDFFont; size?: number; x?: number; width?: number; color?: typeof GREY } = {}) {
    const font = o.font ?? this.fonts.regular;
    const size = o.size ?? BODY;
    const x = o.x ?? MARGIN;
    for (const line of wrapText(font, text, size, o.width ?? this.width - (x - MARGIN))) {
      this.ensure(size * LEADING);
      this.y -= size * LEADING;
      this.page.drawText(line, { x, y: this.y + size * 0.25, size, font, color: o.color ?? rgb(0, 0, 0) });
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  heading(text: string): void {
    this.ensure(BODY * LEADING * 3);
    this.gap(10);
    this.lines(text, { font: this.fonts.bold, size: 12 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 2 },
      end: { x: MARGIN + this.width, y: this.y - 2 },
      thickness: 0.5,
      color: GREY,
    });
    this.gap(6);
  }

  /** A label and its answer beside it; the answer wraps in its column. */
  row(label: string, value: string): void {
    const valueLines = wrapText(this.fonts.regular, value, BODY, this.width - LABEL_WIDTH);
    this.ensure(BODY * LEADING * Math.min(valueLines.length, 3));
    const top = this.y;
    this.lines(label, { font: this.fonts.bold, width: LABEL_WIDTH - 8 });
    const labelBottom = this.y;
    this.y = top;
    this.lines(value, { x: MARGIN + LABEL_WIDTH });
    this.y = Math.min(this.y, labelBottom);
  }

  /** A framed block kept whole on one page: a heading and its paragraph. */
  box(title: string, text: string): void {
    const pad = 10;
    const inner = this.width - 2 * pad;
    const height = 12 * LEADING + 4 + wrapText(this.fonts.regular, text, BODY, inner).length * BODY * LEADING + 2 * pad;
    this.gap(14);
    this.ensure(height);
    const top = this.y;
    this.page.drawRectangle({
      x: MARGIN,
      y: top - height,
      width: this.width,
      height,
      borderColor: rgb(0, 0, 0),
      borderWidth: 1,
    });
    this.gap(pad);
    this.lines(title, { font: this.fonts.bold, size: 12, x: MARGIN + pad, width: inner });
    this.gap(4);
    this.lines(text, { x: MARGIN + pad, width: inner });
    this.y = top - height;
  }
}

/** The documents line by line: each with its pages, or why it is not in the packet. */
function documentLines(
  documents: readonly { title: string; category: string }[],
  outcomes: readonly PacketOutcome[],
): string[] {
  return documents.map((d, i) => {
    const outcome = outcomes[i]!;
    const what = `${i + 1}. ${d.title} (${d.category})`;
    return outcome.included
      ? `${what}: ${outcome.pages} ${outcome.pages === 1 ? "page" : "pages"}`
      : `${what}: not included, ${outcome.reason}`;
  });
}

export function writeCover(
  packet: PDFDocument,
  fonts: PacketFonts,
  cover: PacketCover,
  documents: readonly { title: string; category: string }[],
  outcomes: readonly PacketOutcome[],
): void {
  const flow = new Flow(packet, fonts);
  flow.lines("Release of information", { font: fonts.bold, size: 20 });
  flow.gap(2);
  flow.lines(`Records disclosed by ${cover.organization} with the client's written consent (42 CFR Part 2)`, {
    color: GREY,
  });

  flow.heading("Client");
  flow.row("Name", cover.client.fullname);
  flow.row("MR number", cover.client.mrNo);
  flow.row("Date of birth", cover.client.dateOfBirth);

  flow.heading("Disclosure");
  flow.row("Released to", cover.recipientName);
  if (cover.recipientOrganization) flow.row("Organization", cover.recipientOrganization);
  flow.row("Purpose", cover.purpose);
  flow.row("Information", cover.categories.join(", "));
  if (cover.description) flow.row("Details", cover.description);
  flow.row("Date disclosed", cover.disclosedOn);
  flow.row("Method", cover.method);
  flow.row("Disclosed by", cover.disclosedBy ?? "Unknown");

  flow.heading("Documents enclosed");
  if (documents.length === 0) flow.lines("None: this disclosure released no documents from the chart.");
  for (const line of documentLines(documents, outcomes)) flow.lines(line);

  flow.box("Notice to the recipient (42 CFR §2.32)", cover.notice);
}

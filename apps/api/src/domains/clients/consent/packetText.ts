/** Writing text on packet pages with the standard fonts: what they can encode, lines that fit. */
import { rgb } from "pdf-lib";
import type { PDFFont } from "pdf-lib";

/** US Letter, in points. */
export const LETTER: [number, number] = [612, 792];
export const MARGIN = 54;
export const GREY = rgb(0.35, 0.35, 0.35);

export interface PacketFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The text as the standard fonts can write it (WinAnsi): accents dropped where needed, anything else as "?". */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.replace(/\t/g, " ").normalize("NFC")) {
    if (known.has(char.codePointAt(0)!)) out += char;
    else {
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}

/** Lines of at most `width` points; paragraphs kept, long words broken. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split(/\r?\n/)) {
    let line = "";
    for (let word of paragraph.split(/ +/)) {
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = "";
        word = word.slice(cut);
      }
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** One line, cut with an ellipsis when it is too long. */
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  const safe = printable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe.length;
  while (cut > 0 && font.widthOfTextAtSize(`${safe.slice(0, cut)}...`, size) > width) cut--;
  return `${safe.slice(0, cut)}...`;
}

import { parseInline } from "../releaseNotes/changelog";
import type { Inline } from "../releaseNotes/changelog";

/**
 * The small block-level markdown the server's documents use (headings, paragraphs, bullet lists);
 * inline marks are parsed by the release notes' own parser, so both render alike.
 */
export type MarkdownBlock =
  | { kind: "heading"; level: 1 | 2 | 3; text: Inline[] }
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "list"; items: Inline[][] };

export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[][] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ kind: "list", items: list.map((item) => parseInline(item.join(" "))) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: "heading",
        level: Math.min(heading[1]!.length, 3) as 1 | 2 | 3,
        text: parseInline(heading[2]!),
      });
    } else if (item) {
      if (paragraph.length) flush();
      list ??= [];
      list.push([item[1]!]);
    } else if (list) {
      // A wrapped continuation line of the previous item.
      list.at(-1)!.push(line);
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

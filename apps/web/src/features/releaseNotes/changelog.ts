/**
 * The CHANGELOG.md kept at the repository root ("Keep a Changelog" layout), parsed at build time
 * into versions, sections and items; inline `**bold**` and `` `code` `` stay as marks.
 */
export interface Inline {
  text: string;
  mark?: "bold" | "code";
}
export interface ChangelogSection {
  title: string;
  items: Inline[][];
}
export interface ChangelogVersion {
  version: string;
  date: string | null;
  sections: ChangelogSection[];
}

const VERSION_HEADING = /^##\s+\[?([^\]\s]+)\]?(?:\s+-\s+(\S+))?\s*$/;

export function parseChangelog(markdown: string): ChangelogVersion[] {
  const versions: ChangelogVersion[] = [];
  let section: ChangelogSection | null = null;
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const version = VERSION_HEADING.exec(line);
    if (version) {
      versions.push({ version: version[1]!, date: version[2] ?? null, sections: [] });
      section = null;
      continue;
    }
    const current = versions.at(-1);
    if (!current) continue;
    const heading = /^###\s+(.+)$/.exec(line);
    if (heading) {
      section = { title: heading[1]!, items: [] };
      current.sections.push(section);
      continue;
    }
    const item = /^\s*[-*]\s+(.+)$/.exec(line);
    if (item) {
      if (!section) {
        section = { title: "Changes", items: [] };
        current.sections.push(section);
      }
      section.items.push(parseInline(item[1]!));
    } else if (line.trim() && section?.items.length) {
      // A wrapped continuation line of the previous item.
      section.items.at(-1)!.push({ text: ` ${line.trim()}` });
    }
  }
  return versions;
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|`(.+?)`/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push(match[1] !== undefined ? { text: match[1], mark: "bold" } : { text: match[2]!, mark: "code" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

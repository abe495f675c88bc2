/**
 * Scenario (d): typing latency in a ~200 KB note in Chromium. The app runs in a child process
 * (bench/collab/webApp.ts); a headless y-protocol client fills the location's handoff board with
 * paragraphs written by a headless Lexical editor bound to Yjs (so the browser reads exactly what its
 * CollaborationPlugin would have written) and waits until the server stored them; then Chromium signs
 * in, opens `/handoff/<locationId>`, and types, each keystroke measured as bench/collab/keystrokes.ts says.
 */
import { performance } from "node:perf_hooks";
import * as Y from "yjs";
import { $createParagraphNode, $createTextNode, $getRoot } from "lexical";
import { LEXICAL_ROOT } from "@hearth/schema";
import { bindHeadlessEditor } from "../../packages/richtext/src/headless";
import { BenchClient } from "./clients";
import { typeMeasured } from "./keystrokes";
import type { KeystrokeFigures } from "./keystrokes";
import { startWebApp } from "./webApp";

/** One update per this much text, well under the collab server's 1 MiB frame limit. */
const FILL_CHUNK_CHARS = 64 * 1024;
const EDITOR = '[data-testid="handoff-editor"]';

export interface TypingOptions {
  keystrokes: number;
  noteKb: number;
  keyDelayMs: number;
}

export interface TypingFigures extends KeystrokeFigures {
  textChars: number;
  stateBytes: number;
  paragraphs: number;
  /** Opening the board until the filled document shows and is editable, ms. */
  openMs: number;
}

export async function measureTyping(options: TypingOptions, log: (line: string) => void): Promise<TypingFigures> {
  const app = await startWebApp(log);
  try {
    const { token, me } = await app.signIn("therapist");
    const location = me.locations.find((l) => l.name === "Riverside Residential") ?? me.locations[0];
    if (!location) throw new Error(`${me.email} has no location`);
    const docName = `handoff.${location.id}`;
    log(`filling ${docName} with ~${options.noteKb} KB of paragraphs through a headless y-protocol client …`);
    const filled = await fillDocument(app.collabUrl(docName, token), options.noteKb * 1024);

    const { browser, page } = await app.openBrowser("therapist");
    const opening = performance.now();
    await page.goto(`${app.base}/handoff/${location.id}`);
    await page.getByText("Connected").waitFor({ timeout: 60_000 });
    await page.locator(EDITOR).getByText(filled.lastLine).waitFor({ timeout: 60_000 });
    await page.locator(`${EDITOR}[contenteditable="true"]`).waitFor({ timeout: 30_000 });
    const openMs = performance.now() - opening;

    const record = { profile: process.env.HEARTH_TYPING_PROFILE, trace: process.env.HEARTH_TYPING_TRACE };
    const typed = await typeMeasured(browser, page, EDITOR, { ...options, record }, log);
    return {
      ...typed,
      textChars: filled.textChars,
      stateBytes: filled.stateBytes,
      paragraphs: filled.paragraphs,
      openMs,
    };
  } finally {
    await app.close();
  }
}

/**
 * Writes paragraphs into the board's Lexical root through a bound headless editor, sends them as the
 * client's updates, and waits until the server acknowledged them as stored (`persisted`).
 */
async function fillDocument(
  url: string,
  chars: number,
): Promise<{ lastLine: string; textChars: number; stateBytes: number; paragraphs: number }> {
  const doc = new Y.Doc();
  const bound = bindHeadlessEditor(doc, LEXICAL_ROOT);
  const client = new BenchClient(url, null, { doc });
  try {
    await client.synced;
    let written = 0;
    let paragraphs = 0;
    let lastLine = "";
    while (written < chars) {
      const chunkEnd = Math.min(chars, written + FILL_CHUNK_CHARS);
      bound.editor.update(
        () => {
          const rootNode = $getRoot();
          while (written < chunkEnd) {
            paragraphs += 1;
            lastLine = `Bed ${(paragraphs % 40) + 1}, night check ${paragraphs}: asleep at 02:10, breathing even, no distress; morning meds at 08:00, vitals due at 09:00.`;
            rootNode.append($createParagraphNode().append($createTextNode(lastLine)));
            written += lastLine.length;
          }
        },
        { discrete: true },
      );
    }
    await client.whenStored();
    return { lastLine, textChars: written, stateBytes: Y.encodeStateAsUpdate(doc).byteLength, paragraphs };
  } finally {
    await client.close();
    bound.dispose();
    doc.destroy();
  }
}

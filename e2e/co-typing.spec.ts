import { expect, test } from "@playwright/test";
import type { Browser, Locator, Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession, setAttendance } from "@hearth/testing/browser/groupNotes";
import { saveState, signInAsStaff } from "./support";

/**
 * Issue 14's first defect: two people clicked the same empty line and typed at once, and the note
 * read "TDhaenoa wrwortoet et htihs.at." Each person's words must come out whole, at machine speed
 * and at a person's speed, in the shared narrative, in a client's section and on the handoff board.
 */
test.setTimeout(240_000);

const SPEEDS = [
  { name: "at machine speed", delay: 0 },
  { name: "at 150 ms a key", delay: 150 },
] as const;

async function openAs(browser: Browser, who: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsStaff(page, who, path);
  return page;
}

/** Both click the same line, then type their sentences at the same time; answers what each browser shows on that line. */
async function typeOnTheSameLine(
  pages: Page[],
  line: (page: Page) => Locator,
  sentences: string[],
  delay: number,
): Promise<string[]> {
  for (const page of pages) await line(page).click();
  await Promise.all(pages.map((page, i) => page.keyboard.type(sentences[i]!, { delay })));
  const shownEverywhere = () => Promise.all(pages.map(async (page) => (await line(page).textContent()) ?? ""));
  // Everyone ends up seeing the same line, holding every letter typed.
  const letters = sentences.join("").length;
  await expect.poll(async () => (await shownEverywhere()).map((text) => text.length)).toEqual(pages.map(() => letters));
  await expect.poll(async () => new Set(await shownEverywhere()).size).toBe(1);
  return shownEverywhere();
}

for (const speed of SPEEDS) {
  test(`a facilitator and a co-facilitator typing on the same empty line of a group note ${speed.name} each keep their sentence whole`, async ({
    browser,
    request,
  }) => {
    const therapist = await DemoUser.login(request, "therapist");
    const supervisor = await DemoUser.login(request, "supervisor");
    const session = await createSession(therapist, {
      topic: `Same-spot typing ${speed.delay} ${Date.now().toString(36)}`,
      facilitatorId: therapist.id,
      coFacilitatorIds: [supervisor.id],
      keep: 1,
    });
    const client = session.clients[0]!;
    await setAttendance(therapist, session.sessionId, client.id, "present");

    const path = `/groupnotes/session/${session.sessionId}`;
    const pages = [await openAs(browser, "therapist", path), await openAs(browser, "supervisor", path)];
    const clientEditor = `note-editor-client-${client.id}`;
    for (const page of pages) {
      await expect(saveState(page)).toHaveText("Saved");
      await expect(page.getByTestId(clientEditor)).toHaveAttribute("contenteditable", "true");
    }

    // The empty line under a section heading: "Participation" in the client's section, the first section of the narrative.
    const lineUnder = (testId: string, heading: string) => (page: Page) =>
      page.getByTestId(testId).locator("h3", { hasText: heading }).locator("xpath=following-sibling::p[1]");
    const places = [
      { line: lineUnder(clientEditor, "Participation"), sentences: ["Dana wrote this.", "Theo wrote that."] },
      {
        line: lineUnder("note-editor-narrative", "Topic and interventions"),
        sentences: ["Theo led grounding.", "Dana added urge surfing."],
      },
    ];
    for (const place of places) {
      const shown = await typeOnTheSameLine(pages, place.line, place.sentences, speed.delay);
      for (const sentence of place.sentences) expect(shown[0]).toContain(sentence);
    }
    for (const page of pages) await expect(saveState(page)).toHaveText("Saved");

    // What was stored is what they saw.
    await pages[0]!.reload();
    for (const place of places) {
      for (const sentence of place.sentences) await expect(place.line(pages[0]!)).toContainText(sentence);
    }
    for (const page of pages) await page.context().close();
  });

  test(`two nurses typing on the same empty line of the shift handoff board ${speed.name} each keep their sentence whole`, async ({
    browser,
    request,
  }) => {
    const { locations } = await DemoUser.login(request, "nurse");
    const riverside = locations.find((l) => l.name === "Riverside Residential")!;
    const path = `/handoff/${riverside.id}`;
    const pages = [await openAs(browser, "nurse", path), await openAs(browser, "therapist", path)];
    for (const page of pages) await expect(page.getByText("Connected")).toBeVisible();

    // A new empty line at the end of the board, seen by both before they type on it.
    const editor = (page: Page) => page.getByTestId("handoff-editor");
    const lastLine = (page: Page) => editor(page).locator("p").last();
    await editor(pages[0]!).click();
    await pages[0]!.keyboard.press("Control+End");
    await pages[0]!.keyboard.press("Enter");
    const lines = await editor(pages[0]!).locator("p").count();
    await expect(editor(pages[1]!).locator("p")).toHaveCount(lines);
    await expect(lastLine(pages[1]!)).toHaveText("");

    const stamp = `${speed.delay}-${Date.now().toString(36)}`;
    const sentences = [`Bed 4 slept well ${stamp}.`, `Bed 7 asked for water ${stamp}.`];
    const shown = await typeOnTheSameLine(pages, lastLine, sentences, speed.delay);
    for (const sentence of sentences) expect(shown[0]).toContain(sentence);
    for (const page of pages) await page.context().close();
  });
}

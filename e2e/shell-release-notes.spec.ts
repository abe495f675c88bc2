import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { APP_VERSION, FRESH_BROWSER, signIn, signInAsStaff } from "./support";

// These specs decide themselves what the browser has seen: by default (playwright.config.ts) every
// browser of the suite has already seen this version's release notes.
test.use({ storageState: FRESH_BROWSER });

const stored = (page: Page) => page.evaluate(() => localStorage.getItem("lastChangelogVersion"));
const releaseNotes = (page: Page) => page.getByRole("dialog", { name: `What's new in Hearth ${APP_VERSION}` });
const confetti = (notes: Locator) => notes.getByTestId("release-notes-confetti");

test("the running version is the one the suite's browsers start with", async ({ page }) => {
  expect(((await (await page.request.get("/api/version")).json()) as { version: string }).version).toBe(APP_VERSION);
});

test("a first sign-in in a browser shows the release notes; closing records the version, once per version in every browser", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  expect(await stored(page)).toBeNull();
  await signInAsStaff(page, "nurse");
  const notes = releaseNotes(page);
  await expect(notes).toBeVisible();
  await expect(notes.getByRole("region", { name: `Version ${APP_VERSION}` })).toBeVisible();
  // Nothing is recorded until the person closes the window.
  expect(await stored(page)).toBeNull();
  await notes.getByRole("button", { name: "Close" }).click();
  await expect(notes).toHaveCount(0);
  expect(await stored(page)).toBe(APP_VERSION);

  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Seen in this browser: someone else signing in here is not shown them again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await signInAsStaff(page, "therapist");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Another browser has not seen them: its first sign-in shows them.
  const other = await browser.newContext({ storageState: FRESH_BROWSER });
  const otherPage = await other.newPage();
  await signInAsStaff(otherPage, "nurse");
  await expect(releaseNotes(otherPage)).toBeVisible();
  await other.close();
});

test("an older stored version shows the notes from the CHANGELOG with the confetti video; the page lists every version", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("lastChangelogVersion", "0.0.1"));
  await signInAsStaff(page, "admin");
  const notes = releaseNotes(page);
  await expect(notes).toBeVisible();
  await expect(notes.getByRole("region", { name: `Version ${APP_VERSION}` })).toBeVisible();
  const video = confetti(notes);
  await expect(video).toBeVisible();
  expect(
    await video.evaluate((v: HTMLVideoElement) => ({
      tag: v.tagName,
      autoplay: v.autoplay,
      muted: v.muted,
      loop: v.loop,
      playsInline: v.hasAttribute("playsinline"),
    })),
  ).toEqual({
    tag: "VIDEO",
    autoplay: true,
    muted: true,
    loop: true,
    playsInline: true,
  });
  // It really plays: the browser decodes the WebM and time moves on.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => ({ playing: !v.paused, width: v.videoWidth, moved: v.currentTime > 0 })),
    )
    .toEqual({ playing: true, width: 600, moved: true });
  expect(await stored(page)).toBe("0.0.1");
  await notes.getByRole("button", { name: "Close" }).click();
  await expect(notes).toHaveCount(0);
  expect(await stored(page)).toBe(APP_VERSION);

  await page.goto("/release-notes");
  await expect(page.getByRole("heading", { name: "Release notes" })).toBeVisible();
  await expect(page.getByRole("region", { name: `Version ${APP_VERSION}` })).toBeVisible();
});

test("the confetti video is a small WebM served as a file of its own", async ({ page }) => {
  const response = await page.request.get("/confetti.webm");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^video\/webm/);
  expect((await response.body()).length).toBeLessThan(300 * 1024);
  const still = await page.request.get("/confetti-still.png");
  expect(still.headers()["content-type"]).toMatch(/^image\/png/);
});

test.describe("with reduced motion asked for", () => {
  test.use({ reducedMotion: "reduce" });

  test("the confetti is a still frame: the video does not play", async ({ page }) => {
    await signInAsStaff(page, "supervisor");
    const video = confetti(releaseNotes(page));
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("poster", "/confetti-still.png");
    // Give an autoplay the time it would need, then check nothing moved.
    await page.waitForTimeout(500);
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ autoplay: v.autoplay, paused: v.paused, time: v.currentTime })),
    ).toEqual({ autoplay: false, paused: true, time: 0 });
  });
});

test("never for a client, not even on a first sign-in, and never on the form viewer", async ({ page }) => {
  await signIn(page, "client");
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await stored(page)).toBeNull();
  await page.evaluate(() => localStorage.setItem("lastChangelogVersion", "0.0.1"));
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await stored(page)).toBe("0.0.1");

  // A staff member whose first page in this browser is the form viewer.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.evaluate(() => localStorage.removeItem("lastChangelogVersion"));
  const login = await page.request.post("/api/auth/login", {
    data: { email: "nurse@demo.hearth.test", password: "hearth-demo" },
  });
  expect(login.status()).toBe(200);
  await page.goto("/formViewer");
  await expect(page.getByRole("heading", { name: "Not available yet" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await stored(page)).toBeNull();
});

import { expect, test } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff } from "./support";

const switcher = (page: Page) => page.getByRole("combobox", { name: "Location" });
const isPreferencesSave = (response: { url: () => string; request: () => { method: () => string } }) =>
  new URL(response.url()).pathname === "/api/auth/preferences" && response.request().method() === "PUT";

async function choose(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole("option", { name }).click();
}

/** The therapist works at two locations; answers them and their default location now. */
async function therapist(request: APIRequestContext) {
  const user = await DemoUser.login(request, "therapist");
  const preferences = (await (await user.rest("GET", "/api/auth/preferences")).json()) as {
    results: { defaultLocationId: string | null };
  };
  expect(user.locations.length).toBeGreaterThan(1);
  const start = user.locations.find((l) => l.id === preferences.results.defaultLocationId) ?? user.locations[0]!;
  const other = user.locations.find((l) => l.id !== start.id)!;
  /** Puts the default location back, so the specs after this one find the demo data as seeded. */
  const restore = async () =>
    expect(
      (
        await user.rest("PUT", "/api/auth/preferences", { defaultLocationId: preferences.results.defaultLocationId })
      ).status(),
    ).toBe(200);
  return { locations: user.locations, start, other, restore };
}

test("switching location saves it as the default location: a reload and another browser start there, and the handoff board follows it", async ({
  page,
  browser,
  request,
}) => {
  const { locations, start, other, restore } = await therapist(request);
  try {
    await signInAsStaff(page, "therapist");
    await expect(switcher(page)).toHaveText(start.name);
    await switcher(page).click();
    // The user's own locations, and only those.
    await expect(page.getByRole("option")).toHaveText(locations.map((l) => l.name));
    await page.keyboard.press("Escape");
    const saved = page.waitForResponse(isPreferencesSave);
    await choose(page, other.name);
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ defaultLocationId: other.id });
    await expect(switcher(page)).toHaveText(other.name);

    await page.reload();
    await expect(switcher(page)).toHaveText(other.name);

    // A new browser, with nothing stored: the server's default location.
    const elsewhere = await browser.newContext();
    const elsewherePage = await elsewhere.newPage();
    await signInAsStaff(elsewherePage, "therapist");
    await expect(switcher(elsewherePage)).toHaveText(other.name);
    await elsewhere.close();

    // A screen of one location follows the top bar: the handoff board opens the current location's
    // and turns with a switch (it has no location picker of its own).
    await page.goto("/handoff");
    await expect(page).toHaveURL(new RegExp(`/handoff/${other.id}$`));
    await expect(page.getByRole("heading", { name: `Shift handoff — ${other.name}` })).toBeVisible();
    await choose(page, start.name);
    await expect(page).toHaveURL(new RegExp(`/handoff/${start.id}$`));
    await expect(page.getByRole("heading", { name: `Shift handoff — ${start.name}` })).toBeVisible();
  } finally {
    await restore();
  }
});

test("a switch the server refuses goes back, and the snackbar says why", async ({ page, request }) => {
  const { start, other, restore } = await therapist(request);
  try {
    await signInAsStaff(page, "therapist");
    await expect(switcher(page)).toHaveText(start.name);
    await page.route("**/api/auth/preferences", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            json: { error: { code: "validation_failed", message: "defaultLocationId: must be one of your locations" } },
          })
        : route.continue(),
    );
    await choose(page, other.name);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "The location could not be changed: defaultLocationId: must be one of your locations" }),
    ).toBeVisible();
    await expect(switcher(page)).toHaveText(start.name);
    await page.unroute("**/api/auth/preferences");
    await page.reload();
    await expect(switcher(page)).toHaveText(start.name);
  } finally {
    await restore();
  }
});

test("someone with one location sees its name, with nothing to switch", async ({ page }) => {
  await signInAsStaff(page, "nurse");
  await expect(page.getByRole("banner").getByText("Riverside Residential")).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation drawer carries the location switcher, which the top bar has no room for", async ({
    page,
    request,
  }) => {
    const { start, other, restore } = await therapist(request);
    try {
      await signInAsStaff(page, "therapist");
      await expect(page.getByRole("banner").getByRole("combobox", { name: "Location" })).toHaveCount(0);
      // The drawer may start open or closed (the hamburger state is remembered): open it either way.
      const hamburger = page.getByRole("button", { name: /^(Open|Close) navigation$/ });
      await expect(hamburger).toBeVisible();
      if ((await hamburger.getAttribute("aria-expanded")) !== "true") await hamburger.click();
      const drawer = page.locator("#side-navigation");
      await expect(drawer.getByRole("combobox", { name: "Location" })).toHaveText(start.name);
      const saved = page.waitForResponse(isPreferencesSave);
      await drawer.getByRole("combobox", { name: "Location" }).click();
      await page.getByRole("option", { name: other.name }).click();
      expect((await saved).status()).toBe(200);
      await expect(drawer.getByRole("combobox", { name: "Location" })).toHaveText(other.name);
    } finally {
      await restore();
    }
  });
});

import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff } from "./support";

/**
 * Issue 14: after going offline the page showed "Saving…" for about 30 s and kept showing people
 * it could no longer see. The browser's own offline signal now counts at once. (Chromium's offline
 * emulation keeps answering the server's pings, so how fast the others see someone whose network
 * vanished is the collab server's heartbeat test, not this one.)
 */
test("whoever goes offline sees it at once and only themselves, keeps typing, and everything arrives once back online", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { locations } = await DemoUser.login(request, "nurse");
  const riverside = locations.find((l) => l.name === "Riverside Residential")!;
  const [nurseContext, therapistContext] = [await browser.newContext(), await browser.newContext()];
  const [nurse, therapist] = [await nurseContext.newPage(), await therapistContext.newPage()];
  await signInAsStaff(nurse, "nurse", `/handoff/${riverside.id}`);
  await signInAsStaff(therapist, "therapist", `/handoff/${riverside.id}`);
  const here = (page: typeof nurse) => page.getByRole("region", { name: "Who is here" });
  await expect(here(nurse)).toContainText("Theo Ramirez");
  await expect(here(therapist)).toContainText("Nora Castillo");

  await therapistContext.setOffline(true);
  const startedAt = Date.now();
  await expect(therapist.getByRole("status").filter({ hasText: "Offline" })).toBeVisible({ timeout: 3_000 });
  await expect(here(therapist)).not.toContainText("Nora Castillo", { timeout: 3_000 });
  // What is typed offline waits in the browser.
  const typed = `Typed offline ${Date.now().toString(36)}`;
  await therapist.getByTestId("handoff-editor").click();
  await therapist.keyboard.press("Control+End");
  await therapist.keyboard.type(typed);
  await expect(therapist.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
  expect(Date.now() - startedAt).toBeLessThan(10_000);

  await therapistContext.setOffline(false);
  await expect(therapist.getByRole("status").filter({ hasText: "Connected" })).toBeVisible({ timeout: 15_000 });
  await expect(here(nurse)).toContainText("Theo Ramirez");
  await expect(nurse.getByTestId("handoff-editor")).toContainText(typed);
  await nurseContext.close();
  await therapistContext.close();
});

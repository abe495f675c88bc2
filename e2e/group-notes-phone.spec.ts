import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

/** Issue 14: on a 390×844 phone the attendance table's Minutes column was cut off. */
test("on a phone the roster fits the screen: each client's attendance and minutes are in reach", async ({
  page,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const session = await createSession(therapist, {
    topic: `Phone ${Date.now().toString(36)}`,
    facilitatorId: therapist.id,
    keep: 2,
  });
  await signInAsStaff(page, "therapist", `/groupnotes/session/${session.sessionId}`);
  const [first] = session.clients;
  await page.getByRole("combobox", { name: new RegExp(`^Attendance of ${first!.fullname} · ${first!.mrNo}`) }).click();
  await page.getByRole("option", { name: "Present", exact: true }).click();
  const minutes = page.getByRole("spinbutton", {
    name: new RegExp(`^Minutes attended by ${first!.fullname} · ${first!.mrNo}`),
  });
  await expect(minutes).toBeEnabled();
  await expect(minutes).toBeInViewport({ ratio: 1 });
  await minutes.fill("45");
  await minutes.press("Enter");
  await expect(minutes).toHaveValue("45");
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

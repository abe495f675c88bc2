import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff } from "./support";

declare global {
  interface Window {
    /** The page's collab sockets, kept by the init script below. */
    collabSockets: WebSocket[];
  }
}

/**
 * Issue 15: a socket that sends more than the collab server accepts is closed with 4429. The page says so,
 * keeps what is typed, and comes back by itself once the server's cool-down is over. The flood is sent on
 * the page's own socket, as a misbehaving page (or a huge paste) would.
 */
test("a board whose socket went over its budget says it is paused, keeps the typing, and reconnects by itself", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { locations } = await DemoUser.login(request, "nurse");
  const riverside = locations.find((l) => l.name === "Riverside Residential")!;
  const [nurseContext, therapistContext] = [await browser.newContext(), await browser.newContext()];
  const [nurse, therapist] = [await nurseContext.newPage(), await therapistContext.newPage()];
  await therapist.addInitScript(() => {
    const Native = window.WebSocket;
    window.collabSockets = [];
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).includes("/collab/")) window.collabSockets.push(this);
      }
    };
  });
  await signInAsStaff(nurse, "nurse", `/handoff/${riverside.id}`);
  await signInAsStaff(therapist, "therapist", `/handoff/${riverside.id}`);
  await expect(therapist.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();

  // 6,000 updates that change nothing, at once: more frames than a socket may send in a burst.
  await therapist.evaluate(() => {
    const socket = window.collabSockets.at(-1)!;
    const nothing = new Uint8Array([0, 2, 2, 0, 0]);
    for (let i = 0; i < 6_000; i++) socket.send(nothing);
  });
  await expect(therapist.getByText("The server paused the handoff board's connection")).toBeVisible({ timeout: 5_000 });
  await expect(therapist.getByRole("status").filter({ hasText: "Paused" }).first()).toBeVisible();
  const typed = `Typed while paused ${Date.now().toString(36)}`;
  await therapist.getByTestId("handoff-editor").click();
  await therapist.keyboard.press("Control+End");
  await therapist.keyboard.type(typed);

  // The page waits out the server's 5 s cool-down (6 s), connects again and sends what was typed.
  await expect(therapist.getByRole("status").filter({ hasText: "Connected" })).toBeVisible({ timeout: 20_000 });
  await expect(therapist.getByText("The server paused the handoff board's connection")).toBeHidden();
  await expect(nurse.getByTestId("handoff-editor")).toContainText(typed);
  await nurseContext.close();
  await therapistContext.close();
});

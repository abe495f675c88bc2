import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { signInAsStaff, subscriptionStarted } from "./support";

/** The bell's count, read from its name ("Notifications, 3 unread"). */
async function unreadOnBell(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole("banner")
      .getByRole("button", { name: /^Notifications(, \d+ unread)?$/ })
      .getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications");

/** Signs in, opens the messages page and the conversation with `other`, and waits until its live updates are on. */
async function openConversation(page: Page, who: string, other: string): Promise<void> {
  // Listening from before sign-in: the page's one socket opens then, its subscriptions later.
  const live = Promise.all([subscriptionStarted(page, "MessageAdded"), subscriptionStarted(page, "Typing")]);
  await signInAsStaff(page, who);
  await page.getByRole("navigation").getByRole("link", { name: "Messages" }).click();
  await page
    .getByRole("list", { name: "Conversations" })
    .getByRole("button", { name: new RegExp(other) })
    .click();
  await expect(page.getByRole("heading", { name: other, level: 2 })).toBeVisible();
  await live;
}

test("two staff message each other with typing and read receipts; a mention notifies", async ({ browser }) => {
  // Two browsers signing in on a shared 2-core machine: the first minute can go to start-up alone.
  test.setTimeout(120_000);
  const theo = await (await browser.newContext()).newPage();
  const dana = await (await browser.newContext()).newPage();
  // The demo seed's direct conversation between the therapist and the supervisor.
  await Promise.all([
    openConversation(dana, "supervisor", "Theo Ramirez"),
    openConversation(theo, "therapist", "Dana Whitfield"),
  ]);
  await expect(theo.getByRole("log", { name: "Messages" })).toContainText("Sure, after the 2 pm group works for me.");

  const composer = theo.getByRole("textbox", { name: "Message" });
  await composer.pressSequentially("Are you free at 3?");
  await expect(dana.getByText("Theo Ramirez is typing…")).toBeVisible();
  await composer.press("Enter");
  await expect(composer).toHaveValue("");

  // Delivered live, on the right side for its author and on the left for the reader.
  await expect(
    dana.getByRole("log", { name: "Messages" }).getByRole("listitem", { name: "Message from Theo Ramirez" }).last(),
  ).toContainText("Are you free at 3?");
  await expect(dana.getByText("Theo Ramirez is typing…")).toHaveCount(0);
  // The supervisor has the thread open, so it is read, and the therapist sees that.
  await expect(theo.getByText("Seen by Dana Whitfield")).toBeVisible();

  // A mention: typed with the autocomplete, it reaches the supervisor's bell.
  const before = await unreadOnBell(dana);
  await composer.pressSequentially("@dan");
  await theo
    .getByRole("list", { name: "Mention someone" })
    .getByRole("button", { name: /Dana Whitfield/ })
    .click();
  await composer.pressSequentially("please co-sign the note");
  await expect(composer).toHaveValue("@dana.whitfield please co-sign the note");
  await composer.press("Enter");
  await expect(dana.getByRole("log", { name: "Messages" })).toContainText("@dana.whitfield please co-sign the note");
  await expect(dana.getByRole("banner").getByRole("button", { name: bellName(before + 1) })).toBeVisible();

  await theo.context().close();
  await dana.context().close();
});

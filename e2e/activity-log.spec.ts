import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

const CLIENT = { mrNo: "HRT-000101", fullname: "James Anderson" };

test("an administrator finds a chart read in the activity log by client, and exports what the filter shows", async ({
  page,
}) => {
  await signInAsStaff(page, "admin", "/clients");
  await page.getByRole("searchbox", { name: "Search" }).fill(CLIENT.mrNo);
  // Once searched, the client is the list's only row (unsearched, they are on its first page too).
  const listed = page
    .getByRole("grid", { name: "Clients" })
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  await expect(listed).toHaveCount(1);
  await listed.filter({ hasText: CLIENT.mrNo }).click();
  await expect(page.getByRole("heading", { name: CLIENT.fullname, level: 1 })).toBeVisible();

  await page.getByRole("navigation").getByRole("link", { name: "Activity log" }).click();
  await expect(page).toHaveURL(/\/activity-log$/);
  await expect(page.getByRole("heading", { name: "Activity log", level: 1 })).toBeVisible();
  const clientFilter = page.getByRole("combobox", { name: "Client" });
  await clientFilter.fill(CLIENT.mrNo);
  await page.getByRole("option", { name: new RegExp(CLIENT.mrNo) }).click();

  const rows = page
    .getByRole("grid", { name: "Activity log" })
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  // Actions read as what was done, details as "Label: value" (never codes or JSON).
  const read = rows.filter({ hasText: "Viewed chart" }).first();
  await expect(read).toContainText("Avery");
  await expect(read).toContainText(CLIENT.mrNo);
  await expect(read).toContainText("success");
  const search = rows.filter({ hasText: `Search query: ${CLIENT.mrNo}` }).first();
  await expect(search).toContainText("Searched client list");
  // Every line on the page is about this client.
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain(CLIENT.mrNo);
    expect(text).not.toMatch(/client:read|\{"/);
  }

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).createReadStream();
  let csv = "";
  for await (const chunk of file) csv += String(chunk);
  expect(csv.split("\r\n")[0]).toBe(
    "When,User,Role,Action,Action code,Subject type,Subject,Clients,Outcome,From,Details",
  );
  // The code beside the words, for auditors to filter on.
  expect(csv).toContain("Viewed chart,client:read,");
  expect(csv).toContain(CLIENT.mrNo);

  // The filter is remembered: back on the page, it still shows this client.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Client" })).toHaveValue(new RegExp(CLIENT.mrNo));
});

test("the activity log is for administrators: a supervisor has no entry and is told access is denied", async ({
  page,
}) => {
  await signInAsStaff(page, "supervisor");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Activity log" })).toHaveCount(0);
  await page.goto("/activity-log");
  await expect(page.getByText("Access denied")).toBeVisible();
});

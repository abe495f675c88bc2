import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

const CLIENT = { mrNo: "HRT-000101", fullname: "James Anderson" };

test("an administrator finds a chart read in the activity log by client, and exports what the filter shows", async ({
  page,
}) => {
  await signInAsStaff(page, "admin");
  await page.goto(`/clients/${CLIENT.mrNo}`);
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
  const read = rows.filter({ hasText: "client:read" }).first();
  await expect(read).toContainText("Avery");
  await expect(read).toContainText(CLIENT.mrNo);
  await expect(read).toContainText("success");
  // Every line on the page is about this client.
  for (const text of await rows.allInnerTexts()) expect(text).toContain(CLIENT.mrNo);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).createReadStream();
  let csv = "";
  for await (const chunk of file) csv += String(chunk);
  expect(csv.split("\r\n")[0]).toBe("When,User,Role,Action,Subject type,Subject,Clients,Outcome,From,Details");
  expect(csv).toContain("client:read");
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

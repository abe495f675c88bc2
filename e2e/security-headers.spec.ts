import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession, startedSlot } from "@hearth/testing/browser/groupNotes";
import { markAttendance, saveState, signInAsStaff, typeAtEnd } from "./support";

/** Every Content-Security-Policy violation the page reports, across navigations. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as { reportCspViolation(text: string): Promise<void> }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("the app works under its Content-Security-Policy: sign-in, a group note with its live editor, a print page, with no violation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await collectViolations(page);
  const first = await page.goto("/");
  const policy = first!.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(first!.headers()["x-frame-options"]).toBe("DENY");

  await signInAsStaff(page, "therapist");
  const therapist = await DemoUser.login(request, "therapist");
  const session = await createSession(therapist, {
    slot: startedSlot({ minutesAgo: 23, length: 50 }),
    topic: `CSP ${Date.now().toString(36)}`,
    facilitatorId: therapist.id,
    keep: 1,
  });
  const [client] = session.clients;
  await page.goto(`/groupnotes/session/${session.sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Relapse Prevention" })).toBeVisible();
  await markAttendance(page, client!.fullname, "Present");
  // The editor syncs over the collab WebSocket: its text is stored only if the policy lets it connect.
  await typeAtEnd(page, `note-editor-client-${client!.id}`, " Written under the policy.");
  await expect(saveState(page)).toHaveText("Saved");

  await page.goto("/group_notes_print");
  await expect(page.getByText("Choose a date range")).toBeVisible();
  // A page that validates with the shared zod schemas (zod must not probe for eval).
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a crash report names the route, never the client's MR number", async ({ page }) => {
  await signInAsStaff(page, "admin");
  // The chart's code fails to load: the page crashes inside the app's frame and is reported.
  await page.route("**/assets/ClientChartPage-*.js", (route) => route.abort());
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/error-config") && r.request().method() === "POST");
  await page.goto("/clients/HRT-000101?tab=chart");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  const response = await posted;
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON() as { url: string };
  expect(sent.url).toMatch(/\/clients\/:mrNo\?tab=\*$/);
  expect(sent.url).not.toContain("HRT-000101");
  const { id } = (await response.json()).results as { id: string };
  const list = (await (await page.request.get("/api/error-config?pageSize=200")).json()) as {
    results: { id: string; url: string }[];
  };
  expect(list.results.find((r) => r.id === id)?.url).toBe(sent.url);
});

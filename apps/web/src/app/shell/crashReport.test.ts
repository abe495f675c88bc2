import { describe, expect, it } from "vitest";
import { CrashReportBody } from "@hearth/schema";
import { buildCrashReport, positionOf, redactUrl, subdomainOf } from "./crashReport";

const env = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  screen: { width: 1920, height: 1080 },
  timeZone: "America/Denver",
  href: "https://riverside.hearth.example/clinicians?tabs=list",
  hostname: "riverside.hearth.example",
  cookies: "role=nurse; clinician_id=abc-123; clinician_name=Nora%20Nurse; token=hidden",
  clickedElement: 'button "Save"',
};

describe("crash report (§3)", () => {
  it("carries every field of the crash log and passes the server's schema", () => {
    const error = new TypeError("x is undefined", { cause: new Error("bad answer") });
    error.stack =
      "TypeError: x is undefined\n    at Grid (https://riverside.hearth.example/assets/grid.js:12:34)\n    at render (https://riverside.hearth.example/assets/react.js:1:2)";
    const report = buildCrashReport(error, "\n    at Grid\n    at ClinicianListPage", env);
    expect(report).toEqual({
      errorName: "TypeError",
      message: "x is undefined",
      cause: "Error: bad answer",
      position: "https://riverside.hearth.example/assets/grid.js:12:34",
      stack: error.stack,
      componentInfo: "at Grid\n    at ClinicianListPage",
      screenResolution: "1920x1080",
      os: "Linux",
      browser: "Chrome 131.0.0.0",
      timezone: "America/Denver",
      url: "https://riverside.hearth.example/clinicians?tabs=*",
      subdomain: "riverside",
      clickedElement: 'button "Save"',
      role: "nurse",
      clinicianId: "abc-123",
      clinicianName: "Nora Nurse",
    });
    expect(CrashReportBody.safeParse(report).success).toBe(true);
  });
  it("copes with thrown strings, huge stacks and no session", () => {
    const report = buildCrashReport("boom", undefined, { ...env, cookies: "", clickedElement: null });
    expect(report.message).toBe("boom");
    expect(report.role).toBeNull();
    const big = new Error("big");
    big.stack = "x".repeat(50_000);
    expect(buildCrashReport(big, "y".repeat(50_000), env).stack).toHaveLength(20_000);
    expect(CrashReportBody.safeParse(buildCrashReport(big, "y".repeat(50_000), env)).success).toBe(true);
  });
  it("sends the page's route, not the client: parameters by name, query values and fragment dropped", () => {
    const note = "8c6f5a52-3a1e-4c36-9a43-2f1f0f0e9d11";
    const href = `https://riverside.hearth.example/clients/HRT-000101/group-notes/${note}?note=${note}&q=Maria%20Lopez#top`;
    expect(
      buildCrashReport(new Error("x"), null, { ...env, href, routeParams: { mrNo: "HRT-000101", noteId: note } }).url,
    ).toBe("https://riverside.hearth.example/clients/:mrNo/group-notes/:noteId?note=*&q=*");
    // An MR number with characters a URL escapes is still recognised.
    expect(redactUrl("http://localhost:4000/clients/HRT%20101", { mrNo: "HRT 101" })).toBe(
      "http://localhost:4000/clients/:mrNo",
    );
    // An unknown path (the not-found route's splat) keeps only the route it fell to.
    expect(redactUrl("http://localhost:4000/clients/Maria%20Lopez/x", { "*": "clients/Maria Lopez/x" })).toBe(
      "http://localhost:4000/*",
    );
    expect(redactUrl("http://localhost:4000/groupnotes/groups", {})).toBe("http://localhost:4000/groupnotes/groups");
    // Outside the routes, any segment with a digit is taken for an identifier.
    expect(redactUrl("http://localhost:4000/clients/HRT-000101?tabs=chart")).toBe(
      "http://localhost:4000/clients/:id?tabs=*",
    );
    expect(redactUrl("not a url")).toBeNull();
  });

  it("finds the position in Chromium and Safari stacks, and the subdomain", () => {
    expect(positionOf("Error\n    at f (http://localhost:4000/a.js:1:2)")).toBe("http://localhost:4000/a.js:1:2");
    expect(positionOf("f@http://localhost:4000/a.js:3:4")).toBe("http://localhost:4000/a.js:3:4");
    expect(positionOf(undefined)).toBeNull();
    expect(subdomainOf("localhost")).toBeNull();
    expect(subdomainOf("127.0.0.1")).toBeNull();
    expect(subdomainOf("hearth.example")).toBeNull();
  });
});

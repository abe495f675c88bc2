import { describe, expect, it } from "vitest";
import { homePathFor, landingPathFor } from "./currentUser";

describe("where a user lands after signing in", () => {
  it("sends staff to the dashboard and portal clients to the portal", () => {
    expect(homePathFor("nurse")).toBe("/dashboard");
    expect(homePathFor("admin")).toBe("/dashboard");
    expect(homePathFor("client")).toBe("/portal");
  });

  it("returns a user to where they were going when it is on their side of the app", () => {
    expect(landingPathFor("therapist", "/clinicians?page=2")).toBe("/clinicians?page=2");
    expect(landingPathFor("nurse", "/handoff/abc")).toBe("/handoff/abc");
    expect(landingPathFor("client", "/portal")).toBe("/portal");
  });

  it("never follows a place on the other side, the login page itself, or another origin", () => {
    expect(landingPathFor("client", "/clinicians")).toBe("/portal");
    expect(landingPathFor("nurse", "/portal")).toBe("/dashboard");
    expect(landingPathFor("nurse", "/")).toBe("/dashboard");
    expect(landingPathFor("nurse", "//evil.example/x")).toBe("/dashboard");
    expect(landingPathFor("nurse", "https://evil.example/")).toBe("/dashboard");
    expect(landingPathFor("nurse", undefined)).toBe("/dashboard");
  });
});

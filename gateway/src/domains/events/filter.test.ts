import { describe, expect, it } from "vitest";
import { mayReceive } from "./filter";

const R = { id: "r", name: "Riverside" };
const H = { id: "h", name: "Hillcrest" };
const viewer = (role: string, locations = [R]) => ({ id: "u", role: role as "nurse", locations });

describe("which sockets an event change is fetched for", () => {
  it("matches the audience: all staff, a location, a role (at a location)", () => {
    expect(mayReceive(viewer("bht"), { kind: "all_staff", locationIds: [], roles: [] })).toBe(true);
    expect(mayReceive(viewer("nurse", [H]), { kind: "locations", locationIds: ["r"], roles: [] })).toBe(false);
    expect(mayReceive(viewer("nurse"), { kind: "locations", locationIds: ["r"], roles: [] })).toBe(true);
    expect(mayReceive(viewer("nurse", [H]), { kind: "roles", locationIds: [], roles: ["nurse"] })).toBe(true);
    expect(mayReceive(viewer("nurse", [H]), { kind: "roles", locationIds: ["r"], roles: ["nurse"] })).toBe(false);
    expect(mayReceive(viewer("therapist"), { kind: "roles", locationIds: [], roles: ["nurse"] })).toBe(false);
  });

  it("adds who manages it, and never a portal client", () => {
    expect(mayReceive(viewer("admin", []), { kind: "locations", locationIds: ["h"], roles: [] })).toBe(true);
    expect(mayReceive(viewer("supervisor", [R, H]), { kind: "roles", locationIds: ["h"], roles: ["nurse"] })).toBe(
      true,
    );
    expect(mayReceive(viewer("supervisor", [R]), { kind: "roles", locationIds: ["r", "h"], roles: ["nurse"] })).toBe(
      false,
    );
    expect(mayReceive(viewer("client"), { kind: "all_staff", locationIds: [], roles: [] })).toBe(false);
  });
});

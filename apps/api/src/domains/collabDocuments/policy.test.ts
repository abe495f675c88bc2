import { describe, expect, it } from "vitest";
import { documentAccess } from "./policy";
import { serviceKeyMatches } from "./serviceKey";

const riverside = "5b8e9a52-7d0f-4c1e-9a55-2f4f0c1d0a11";
const hillcrest = "0c4d7e18-2a9b-4f53-8e61-7a3b5c9d2e22";

describe("document access policy", () => {
  it("gives staff of the location edit access to its handoff board", () => {
    expect(documentAccess({ role: "nurse", status: 1, locationIds: [riverside] }, `handoff.${riverside}`)).toBe("edit");
    expect(documentAccess({ role: "admin", status: 1, locationIds: [riverside, hillcrest] }, `handoff.${hillcrest}`)).toBe("edit");
  });

  it("gives nobody else anything", () => {
    expect(documentAccess({ role: "nurse", status: 1, locationIds: [hillcrest] }, `handoff.${riverside}`)).toBe("none");
    expect(documentAccess({ role: "client", status: 1, locationIds: [riverside] }, `handoff.${riverside}`)).toBe("none");
    expect(documentAccess({ role: "nurse", status: 2, locationIds: [riverside] }, `handoff.${riverside}`)).toBe("none");
    expect(documentAccess({ role: "nurse", status: 1, locationIds: [riverside] }, `groupNote.${riverside}`)).toBe("none");
    expect(documentAccess({ role: "nurse", status: 1, locationIds: [riverside] }, "handoff")).toBe("none");
    expect(documentAccess({ role: "nurse", status: 1, locationIds: [riverside] }, `handoff.${riverside}.x`)).toBe("none");
  });
});

describe("service key", () => {
  it("matches only the exact key", () => {
    expect(serviceKeyMatches("secret-key-123456", "secret-key-123456")).toBe(true);
    expect(serviceKeyMatches("secret-key-123456", "secret-key-12345")).toBe(false);
    expect(serviceKeyMatches("secret-key-123456", undefined)).toBe(false);
    expect(serviceKeyMatches("secret-key-123456", ["secret-key-123456"])).toBe(false);
    expect(serviceKeyMatches("", "")).toBe(false);
  });
});

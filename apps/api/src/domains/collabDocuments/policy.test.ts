import { describe, expect, it } from "vitest";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { handoffAccess, handoffDocumentKind } from "../handoff/documentAccess";
import { registerDocumentKinds } from "./kinds";
import { documentAccess } from "./policy";
import { serviceKeyMatches } from "./serviceKey";

const riverside = "5b8e9a52-7d0f-4c1e-9a55-2f4f0c1d0a11";
const hillcrest = "0c4d7e18-2a9b-4f53-8e61-7a3b5c9d2e22";

/** Enough of a request context for the rules that need no database. */
const ctxOf = (role: RequestContext["role"], locationIds: string[], status = 1) =>
  ({ role, locationIds, user: { id: "u-1", status } }) as unknown as RequestContext;
const noDb = {} as Db;
registerDocumentKinds([handoffDocumentKind]);

describe("document access policy", () => {
  it("gives staff of the location edit access to its handoff board", async () => {
    expect(handoffAccess({ role: "nurse", status: 1, locationIds: [riverside] }, riverside)).toBe("edit");
    expect(handoffAccess({ role: "admin", status: 1, locationIds: [riverside, hillcrest] }, hillcrest)).toBe("edit");
    expect(await documentAccess(noDb, ctxOf("nurse", [riverside]), `handoff.${riverside}`)).toBe("edit");
  });

  it("gives nobody else anything", async () => {
    expect(handoffAccess({ role: "nurse", status: 1, locationIds: [hillcrest] }, riverside)).toBe("none");
    expect(handoffAccess({ role: "client", status: 1, locationIds: [riverside] }, riverside)).toBe("none");
    // Clinical notes: admissions staff of the location neither read nor write them.
    expect(handoffAccess({ role: "admissions", status: 1, locationIds: [riverside] }, riverside)).toBe("none");
    expect(handoffAccess({ role: "nurse", status: 2, locationIds: [riverside] }, riverside)).toBe("none");
    expect(await documentAccess(noDb, ctxOf("nurse", [riverside], 2), `handoff.${riverside}`)).toBe("none");
    expect(await documentAccess(noDb, ctxOf("nurse", [riverside]), "handoff")).toBe("none");
    expect(await documentAccess(noDb, ctxOf("nurse", [riverside]), `handoff.${riverside}.x`)).toBe("none");
    expect(await documentAccess(noDb, ctxOf("nurse", [riverside]), `secrets.${riverside}`)).toBe("none");
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

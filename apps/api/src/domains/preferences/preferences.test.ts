import { describe, expect, it } from "vitest";
import { PreferencesBody } from "@hearth/schema";
import type { UserPreferencesRow } from "../../db/schema";
import { canPreferences } from "./policy";
import { presentPreferences } from "./presenter";

const LOCATION = "3f1c2a9e-8d4b-4c7a-9e2f-1a2b3c4d5e6f";

describe("presentPreferences", () => {
  it("gives the spec §3 defaults to a user who never saved any", () => {
    expect(presentPreferences(undefined, { role: "nurse", defaultLocationId: null })).toEqual({
      theme: "default",
      transparent: false,
      size: 14,
      tableSpacing: 3,
      defaultLocationId: null,
    });
  });

  it("shows stored values and the staff member's default location", () => {
    const row: UserPreferencesRow = {
      userId: "u",
      theme: "dark",
      transparent: true,
      size: 18,
      tableSpacing: 5,
      updatedAt: new Date(),
    };
    expect(presentPreferences(row, { role: "therapist", defaultLocationId: LOCATION })).toEqual({
      theme: "dark",
      transparent: true,
      size: 18,
      tableSpacing: 5,
      defaultLocationId: LOCATION,
    });
  });

  it("never gives a portal client a default location", () => {
    expect(presentPreferences(undefined, { role: "client", defaultLocationId: LOCATION }).defaultLocationId).toBeNull();
  });
});

describe("canPreferences", () => {
  it("lets everybody change their own appearance but only staff choose a default location", () => {
    expect(canPreferences({ isStaff: false }, "preferences:update")).toBe(true);
    expect(canPreferences({ isStaff: false }, "preferences:default_location")).toBe(false);
    expect(canPreferences({ isStaff: true }, "preferences:default_location")).toBe(true);
  });
});

describe("PreferencesBody", () => {
  const parse = (v: unknown) => PreferencesBody.safeParse(v);
  const messages = (v: unknown) => parse(v).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

  it("takes any subset of the fields", () => {
    expect(parse({ size: 10 }).data).toEqual({ size: 10 });
    expect(
      parse({ theme: "dark", transparent: true, size: 24, tableSpacing: 1, defaultLocationId: null }).success,
    ).toBe(true);
    expect(parse({ defaultLocationId: LOCATION }).success).toBe(true);
  });

  it("refuses an empty body and unknown keys", () => {
    expect(messages({})).toEqual([": nothing to update"]);
    expect(messages({ size: 12, colour: "red" })).toEqual([': Unrecognized key: "colour"']);
  });

  it("enforces the ranges and kinds, naming the field", () => {
    expect(messages({ size: 9 })).toEqual(["size: must be between 10 and 24"]);
    expect(messages({ size: 25 })).toEqual(["size: must be between 10 and 24"]);
    expect(messages({ size: 14.5 })).toEqual(["size: must be a whole number"]);
    expect(messages({ tableSpacing: 0 })).toEqual(["tableSpacing: must be between 1 and 5"]);
    expect(messages({ tableSpacing: 6 })).toEqual(["tableSpacing: must be between 1 and 5"]);
    expect(messages({ theme: "light" })).toEqual(["theme: must be one of default, dark"]);
    expect(messages({ transparent: "yes" })?.[0]).toMatch(/^transparent: /);
    expect(messages({ defaultLocationId: "riverside" })).toEqual(["defaultLocationId: must be an id"]);
  });
});

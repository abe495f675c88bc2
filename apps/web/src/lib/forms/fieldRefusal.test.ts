import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { splitRefusal } from "./fieldRefusal";

const refused = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

const FIELDS = {
  labels: { firstName: "Legal first name", primaryTherapist: "Primary therapist" },
  aliases: { primaryTherapistId: "primaryTherapist" as const },
};

describe("a server refusal on a form", () => {
  it("puts each validation issue at its field, and keeps for the banner only what belongs to none, by label", () => {
    const error = refused("firstName: must not contain a NUL character (U+0000)", {
      code: "BAD_USER_INPUT",
      details: {
        in: "body",
        issues: [
          { field: "firstName", message: "must not contain a NUL character (U+0000)" },
          { field: "primaryTherapistId", message: "must be an id" },
          { field: "expiryEvent", message: "must be discharge or other" },
        ],
      },
    });
    expect(splitRefusal(error, FIELDS)).toEqual({
      problems: { firstName: "must not contain a NUL character (U+0000)", primaryTherapist: "must be an id" },
      banner: { headline: "Expiry event: must be discharge or other", items: [] },
    });
  });

  it("has no banner when every issue is at a field", () => {
    const error = refused("firstName: is required", {
      code: "BAD_USER_INPUT",
      details: { in: "body", issues: [{ field: "firstName", message: "is required" }] },
    });
    expect(splitRefusal(error, FIELDS).banner).toBeNull();
  });

  it("keeps any other refusal whole in the banner", () => {
    const conflict = refused("Someone saved a newer version", { code: "CONFLICT", details: { reason: "x" } });
    expect(splitRefusal(conflict, FIELDS)).toEqual({
      problems: {},
      banner: { headline: "Someone saved a newer version", items: [] },
    });
    // The path's issues (an MR number) are not the form's.
    const path = refused("mrNo: is required", {
      code: "BAD_USER_INPUT",
      details: { in: "params", issues: [{ field: "firstName", message: "is required" }] },
    });
    expect(splitRefusal(path, FIELDS).problems).toEqual({});
    expect(splitRefusal(new Error("offline"), FIELDS).banner?.headline).toBe("offline");
    expect(splitRefusal(null, FIELDS)).toEqual({ problems: {}, banner: null });
  });
});

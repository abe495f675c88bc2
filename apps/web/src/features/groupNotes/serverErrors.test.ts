import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { issuesOf, isStillSaving } from "./serverErrors";

const graphqlError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe("server refusals", () => {
  it("lists the issues of a note that is not ready to submit", () => {
    const error = graphqlError("The note is not ready to submit: write the group narrative; write the individual note of Ann Lee", {
      code: "BAD_USER_INPUT",
      details: { in: "note", issues: [{ field: "narrative", message: "write the group narrative" }, { field: "clients.c1", clientId: "c1", message: "write the individual note of Ann Lee" }] },
    });
    expect(issuesOf(error)).toEqual(["write the group narrative", "write the individual note of Ann Lee"]);
  });

  it("lists validation details with their field", () => {
    const error = graphqlError("endTime: must be after the start time", { code: "BAD_USER_INPUT", details: [{ path: ["endTime"], message: "must be after the start time" }] });
    expect(issuesOf(error)).toEqual(["endTime: must be after the start time"]);
    expect(issuesOf(new Error("offline"))).toEqual([]);
  });

  it("knows the 409 that asks to wait for the last changes to be stored", () => {
    expect(isStillSaving(graphqlError("Your latest changes are still being saved; try again in a moment", { code: "CONFLICT" }))).toBe(true);
    expect(isStillSaving(graphqlError("This note was already approved by Dana Whitfield", { code: "CONFLICT" }))).toBe(false);
    expect(isStillSaving(graphqlError("still being saved", { code: "BAD_USER_INPUT" }))).toBe(false);
  });
});

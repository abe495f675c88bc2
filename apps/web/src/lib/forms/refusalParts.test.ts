import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { issuesOf, refusalParts } from "./refusalParts";

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe("server refusals", () => {
  it("lists the issues of a note that is not ready to submit", () => {
    const error = graphqlError(
      "The note is not ready to submit: write the group narrative; write the individual note of Ann Lee",
      {
        code: "BAD_USER_INPUT",
        details: {
          in: "note",
          issues: [
            { field: "narrative", message: "write the group narrative" },
            { field: "clients.c1", clientId: "c1", message: "write the individual note of Ann Lee" },
          ],
        },
      },
    );
    expect(issuesOf(error)).toEqual(["write the group narrative", "write the individual note of Ann Lee"]);
  });

  it("lists validation details with their field", () => {
    const error = graphqlError("endTime: must be after the start time", {
      code: "BAD_USER_INPUT",
      details: [{ path: ["endTime"], message: "must be after the start time" }],
    });
    expect(issuesOf(error)).toEqual(["endTime: must be after the start time"]);
    expect(issuesOf(new Error("offline"))).toEqual([]);
  });

  it("says each reason of a refused submit once: the message's list becomes the headline and the items under it", () => {
    const issues = ["write the group narrative", "write the individual note of Ann Lee"];
    // The API's message names every issue (for REST clients); the details list them again.
    expect(refusalParts(`The note is not ready to submit: ${issues.join("; ")}`, issues)).toEqual({
      headline: "The note is not ready to submit",
      items: issues,
    });
    // One issue reads best as the message alone.
    expect(
      refusalParts("The note is not ready to submit: write the group narrative", ["write the group narrative"]),
    ).toEqual({ headline: "The note is not ready to submit: write the group narrative", items: [] });
    // A validation names its first field: the others are listed, the first not again.
    expect(
      refusalParts("endTime: must be after the start time", [
        "endTime: must be after the start time",
        "topic: is required",
      ]),
    ).toEqual({ headline: "endTime: must be after the start time", items: ["topic: is required"] });
    expect(refusalParts("This note is already submitted", [])).toEqual({
      headline: "This note is already submitted",
      items: [],
    });
  });
});

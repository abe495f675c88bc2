// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Refusal } from "./Refusal";

afterEach(cleanup);

describe("a refused submit, as the sign dialog shows it", () => {
  it("lists each thing to do once, under the headline", () => {
    const issues = [
      { field: "narrative", message: "write the group narrative" },
      { field: "clients.c1", clientId: "c1", message: "write the individual note of Ann Lee" },
    ];
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: `The note is not ready to submit: ${issues.map((i) => i.message).join("; ")}`,
          extensions: { code: "BAD_USER_INPUT", details: { in: "note", issues } },
        },
      ],
    });
    const { container } = render(<Refusal error={error} />);
    const text = container.textContent ?? "";
    for (const { message } of issues) expect(text.split(message)).toHaveLength(2);
    expect(text.startsWith("The note is not ready to submit")).toBe(true);
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(issues.map((i) => i.message));
  });
});

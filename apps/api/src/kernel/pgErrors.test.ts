import { describe, expect, it } from "vitest";
import { isUniqueViolation, sqlStateOf } from "./pgErrors";

describe("pgErrors", () => {
  it("finds the SQLSTATE on the driver's error or inside Drizzle's wrapper", () => {
    const driver = Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
    expect(isUniqueViolation(driver)).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: driver }))).toBe(true);
    expect(sqlStateOf(new Error("Failed query", { cause: Object.assign(new Error("x"), { code: "23503" }) }))).toBe(
      "23503",
    );
  });

  it("ignores other errors and Node's own error codes", () => {
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});

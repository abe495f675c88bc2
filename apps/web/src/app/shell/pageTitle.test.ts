import { describe, expect, it } from "vitest";
import { pageTitle } from "./pageTitle";

describe("page title (§2)", () => {
  it("is the product name, the first path segment and the tabs parameter, capitalised", () => {
    expect(pageTitle("/clients", "?tabs=demographics")).toBe("Hearth | Clients | Demographics");
    expect(pageTitle("/clinicians")).toBe("Hearth | Clinicians");
    expect(pageTitle("/handoff/42")).toBe("Hearth | Handoff");
    expect(pageTitle("/dashboard/", "?page=2")).toBe("Hearth | Dashboard");
    expect(pageTitle("/resetPassword", "?token=x")).toBe("Hearth | ResetPassword");
    expect(pageTitle("/clients", "?tabs=")).toBe("Hearth | Clients");
  });
  it("gives the login page and the time-reporting print page their own titles", () => {
    expect(pageTitle("/")).toBe("Hearth | Sign in");
    expect(pageTitle("/time_reporting_print", "?tabs=x")).toBe("Hearth | Time Reporting Report");
  });
});

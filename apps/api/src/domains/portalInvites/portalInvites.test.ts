import { describe, expect, it } from "vitest";
import { ROLES } from "@hearth/schema";
import { canPortalInvite } from "./policy";
import { setClientPasswordLink } from "./service";

describe("canPortalInvite", () => {
  it("lets admins, supervisors, therapists and admissions invite, and nobody else", () => {
    const allowed = ROLES.filter((role) => canPortalInvite({ role }, "client:portal_invite"));
    expect(allowed).toEqual(["admin", "supervisor", "therapist", "admissions"]);
  });
});

describe("setClientPasswordLink", () => {
  it("points at /setClientPassword on the public URL with the token escaped", () => {
    expect(setClientPasswordLink("https://ehr.example.org/", "a+b/c=")).toBe(
      "https://ehr.example.org/setClientPassword?token=a%2Bb%2Fc%3D",
    );
    expect(setClientPasswordLink("http://localhost:4000", "tok")).toBe(
      "http://localhost:4000/setClientPassword?token=tok",
    );
  });
});

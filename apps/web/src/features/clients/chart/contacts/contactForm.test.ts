import { describe, expect, it } from "vitest";
import { checkContact, draftOf, EMPTY_CONTACT } from "./contactForm";

describe("the contact form", () => {
  it("sends trimmed text, empty fields as null, and may-be-contacted off unless ticked", () => {
    const check = checkContact({ ...EMPTY_CONTACT, name: "  Maria Lopez ", relationship: "Parent", email: " " });
    expect(check).toEqual({
      ok: true,
      input: {
        name: "Maria Lopez",
        relationship: "Parent",
        phone: null,
        email: null,
        address: null,
        notes: null,
        legalGuardian: false,
        emergencyContact: false,
        mayContact: false,
      },
    });
  });

  it("names each bad field in the server's words", () => {
    const check = checkContact({
      ...EMPTY_CONTACT,
      relationship: "Parent",
      email: "maria at home",
      emergencyContact: true,
    });
    expect(check).toEqual({
      ok: false,
      problems: {
        name: "must not be empty",
        email: "must be an e-mail address",
        phone: "an emergency contact needs a phone number",
      },
    });
    expect(checkContact({ ...EMPTY_CONTACT, name: "Maria", relationship: "Parent", phone: "12" })).toEqual({
      ok: false,
      problems: { phone: "must be a phone number with at least 7 digits" },
    });
  });

  it("starts an edit from the contact as saved", () => {
    const draft = draftOf({
      id: "c1",
      name: "Sam Lee",
      relationship: "Sponsor",
      phone: null,
      email: "sam@example.test",
      address: null,
      notes: null,
      legalGuardian: false,
      emergencyContact: false,
      mayContact: true,
      createdBy: null,
      createdAt: "2026-11-27T10:00:00.000Z",
      updatedBy: null,
      updatedAt: "2026-11-27T10:00:00.000Z",
      removedBy: null,
      removedAt: null,
    });
    expect(draft).toMatchObject({ phone: "", email: "sam@example.test", mayContact: true });
  });
});
